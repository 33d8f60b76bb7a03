import type { PlayerWords } from '../glossary/player-words.ts';
import { editDistance } from './edit-distance.ts';
import { fold, words } from './fold.ts';
import { isStopword } from './stopwords.ts';

/** A word's stem (folded in, folded out): `ordenes` → `orden`, `aliadas` → `ali`. */
export type Stem = (word: string) => string;

/** Articles never change what a phrase means; contractions are their two words. */
const ARTICLES: ReadonlySet<string> = new Set([
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'unos',
  'unas',
  'lo',
]);
const CONTRACTIONS: Readonly<Record<string, string>> = { del: 'de', al: 'a' };

/**
 * More filler of a question, beyond the stopwords every search drops (stopwords.ts): words a
 * player adds around what is asked («qué significa exactamente eso de…», «algo que sea…»). Only
 * the reader of questions needs them, so they stay out of the first search's download.
 */
const FILLER: ReadonlySet<string> = new Set(
  [
    'mismo misma mismos mismas mio mia mios mias nuestro nuestra nuestros nuestras suyo suya',
    'ese esa eso esos esas aquel aquella algo alguien ser son sea fue entonces tambien todavia',
    'significa quiere decir explica exactamente vale duda dudas pregunta regla reglas',
    'aunque pero ni yo ella ellos ellas aqui ahi alli asi cosa cosas haya hayan habia hubiera',
    'estoy estas estan estaba era eran seria podria pueda puedan hacen haces hacemos haga hagan',
    // Chat shorthand of a question: «q»/«k» (qué), «xq»/«pq»/«porq» (por qué), «tb» (también).
    'q k ke xq pq porq porke porque tb tmb tmbn',
    // English filler around an English name: «hidden deployment rules», «the lieutenant».
    'the of rule rules',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Question words long enough that one typo cannot make them another word: «funsiona»,
 * «cuantoz», «significa» typed in a hurry are filler too.
 */
const LONG_FILLER = [
  'funciona',
  'funcionan',
  'cuantos',
  'cuantas',
  'significa',
  'exactamente',
  'explica',
  'tambien',
  'todavia',
  'entonces',
];
const fillerTypos = new Map<string, boolean>();
const isFillerTypo = (folded: string) => {
  if (folded.length < 7) return false;
  let typo = fillerTypos.get(folded);
  // Once per word: the reader reads every slang phrase when it loads, and words repeat.
  if (typo === undefined)
    fillerTypos.set(
      folded,
      (typo = LONG_FILLER.some((word) => editDistance(folded, word, 1) <= 1)),
    );
  return typo;
};

/** Whether a folded word says nothing of what is asked: a stopword or question filler. */
export const isFiller = (folded: string): boolean =>
  isStopword(folded) || FILLER.has(folded) || isFillerTypo(folded);

/** The folded words of a text without its articles, contractions spelled out. */
export function plainWords(text: string): string[] {
  return words(fold(text))
    .map((word) => CONTRACTIONS[word] ?? word)
    .filter((word) => !ARTICLES.has(word));
}

/** The words of a text that say what it is about: without articles, stopwords and filler. */
export const meaningful = (text: string): string[] =>
  plainWords(text).filter((word) => !isFiller(word));

/**
 * The meaningful words of a name, with its level letter: «Inmovilizado-A» is not «Inmovilizado»
 * (the letter would read as the preposition «a» and drop). A query holds the letter by the word
 * it says before it (`levelled`).
 */
export const nameWords = (name: string): string[] => {
  const kept = meaningful(name);
  return /[\p{L}\p{N}]{2,}[-\s]a$/u.test(fold(name).trim()) ? [...kept, 'a'] : kept;
};

/** The stems of a text's meaningful words: how names, titles and queries are compared. */
export const stemsOf = (text: string, stem: Stem): string[] => meaningful(text).map(stem);

/** What a query asks, in the site's words. */
export interface QueryAnalysis {
  /**
   * The words to search, folded: the meaningful words of the query (no question filler), with
   * the rules' word for a player's form («pierdo» → «perdida») and the rules' words for table
   * slang («tumbado» → «cuerpo a tierra»).
   */
  words: string[];
  /**
   * Stems of those words, of the slang as typed and of what `keep` slang means, in the order the
   * query says them: what names are matched against.
   */
  stems: string[];
  /** Pages (or headings) that slang in the query names directly. */
  urls: string[];
  /** Slang searched as typed (`keep`): table words, no typos of the site's words. */
  kept?: string[];
  /**
   * Stems of the section titles the query asks for by another word (`sections` of the player
   * words: «salgo» asks for «Cancelación»): they choose a page's sections, not its pages.
   */
  headings?: string[];
  /**
   * Stems the query holds only as the rules' word for a player's form («pierde» → «pérdida»):
   * such a word says a whole name, not part of one.
   */
  formed?: string[];
  /** Stems of the words said right before a lone «a», which may be a level letter (`beforeLevel`). */
  levelled?: string[];
  /** The query says «sin», a filler word that names hold as their own («Sin LDT»). */
  negated?: true;
}

/** The word of a name that no query holds without saying it («Sin LDT» is not «LDT»). */
export const NEGATION = 'sin';

/**
 * `slang: false` reads the query without the table slang: a search within the skirmish alone,
 * whose pages have their own words, not the main game's that slang means.
 */
export type Analyzer = (query: string, options?: { slang?: boolean }) => QueryAnalysis;

/** A slang phrase as the reader matches it. */
interface Slang {
  /** Its meaningful words (forms as the rules' words). */
  words: string[];
  /** Their stems, once worked out. */
  stems?: string[];
  means: string[];
  keep: boolean;
  /** Searched as its meaning, it names nothing (`generic` of the player words). */
  generic: boolean;
  url: string | undefined;
}

/**
 * Words a verb never follows, a noun may: articles and prepositions («la», «los», «las» are
 * pronouns before a verb too: «como la ve el rival»).
 */
const BEFORE_NOUN: ReadonlySet<string> = new Set(
  'el un una unos unas al del de con sin en por para su sus mi mis tu tus'.split(' '),
);
const OF: ReadonlySet<string> = new Set(['de', 'del']);

/**
 * The reviewed player words as the reader uses them (`readerWords`): every form and phrase
 * already read as its meaningful words, so the reader reads none of a thousand phrases when it
 * loads. Worked out when the reader is bundled (src/integrations/client-assets.ts).
 */
export interface ReaderWords {
  /** Each form players type, folded, and the rules' words for it. */
  forms: Record<string, string[]>;
  /** Each slang entry: its phrases and what they mean, as meaningful words. */
  slang: { say: string[][]; means: string[]; keep?: true; generic?: true; url?: string }[];
  /** Everyday words that are also an abbreviation, folded. */
  everyday: string[];
  /** The words that ask for a kind of section, folded, and that section's title words. */
  sections: { heading: string[]; say: string[] }[];
  /**
   * Pages named as the context of a question about another rule (`rankFirst`), each with how
   * broad it is: 1 for an attribute, 2 for a kind of rule, which goes after an attribute too.
   */
  context: [url: string, breadth: number][];
}

/** The player words (content/glossary/player-words.json) read as `createAnalyzer` reads them. */
export function readerWords(data: PlayerWords): ReaderWords {
  const forms: Record<string, string[]> = {};
  for (const entry of data.forms)
    for (const form of entry.forms) forms[fold(form)] = plainWords(entry.word);
  const content = contentOf(forms);
  return {
    forms,
    slang: data.slang.map((entry) => ({
      say: entry.say.map(content).filter((words) => words.length > 0),
      means: content(entry.means),
      ...(entry.keep ? { keep: true as const } : {}),
      ...(entry.generic ? { generic: true as const } : {}),
      ...(entry.url ? { url: entry.url } : {}),
    })),
    everyday: (data.everyday ?? []).map((entry) => fold(entry.word)),
    sections: data.sections.map((entry) => ({
      heading: meaningful(entry.heading),
      say: entry.say.map(fold),
    })),
    context: data.context.map((entry) => [entry.url, entry.kind ? 2 : 1]),
  };
}

/**
 * The participle as spoken in much of Spain and America, «-ao» for «-ado»: «tumbao»,
 * «enganchao», «marcaos» are «tumbado», «enganchado», «marcados».
 */
const spokenParticiple = (word: string) =>
  word.length > 4 ? word.replace(/(?<=[^aeiou])ao(s?)$/, 'ado$1') : word;

/** A text's meaningful words, each player's form as the rules' words. */
const contentOf =
  (forms: Readonly<Record<string, string[]>>) =>
  (text: string): string[] =>
    plainWords(text)
      .map(spokenParticiple)
      .flatMap((word) => forms[word] ?? [word])
      .filter((word) => !isFiller(word));

/**
 * The words a query says right before a lone «a» («imm-a», «inmovilizado a puedo…»): a name
 * with that level letter (`nameWords`: «Inmovilizado-A») is held by them, where the letter itself
 * reads as the preposition, and drops; not before an article or a determiner («inmovilizan a un
 * TAG»). «cuerpo a cuerpo» names no level: no name is «Cuerpo-A».
 */
const beforeLevel = (query: string): string[] => {
  const typed = words(fold(query));
  return typed.filter(
    (word, i) => word.length > 1 && typed[i + 1] === 'a' && !DETERMINERS.has(typed[i + 2] ?? ''),
  );
};

/** After a lone «a», a word that makes it the preposition: «inmovilizan a un TAG». */
const DETERMINERS: ReadonlySet<string> = new Set([
  ...ARTICLES,
  ...['mi', 'mis', 'tu', 'tus', 'su', 'sus', 'este', 'esta', 'estos', 'estas'],
  ...['ese', 'esa', 'esos', 'esas', 'otro', 'otra', 'otros', 'otras', 'todos', 'todas', 'cada'],
]);

/** The bucket of slang phrases that start with a word for any model (`generic` slang). */
const ANY_MODEL = '*';

/** The longer of two phrases met at the same word: «tirada de armadura» before «armadura». */
const longer = (a?: Slang, b?: Slang) =>
  !a ? b : !b ? a : b.words.length > a.words.length ? b : a;

/**
 * Reads queries with the reviewed player words (`readerWords`) and a stemmer: the query's words
 * without articles, stopwords and question filler, each player's form replaced by the rules'
 * word, then each slang phrase (longest first) by what it means. Slang is matched stem by stem,
 * so its plural, gender and verb endings meet it too («tropas tumbadas», «los turnos del
 * rival»).
 */
export function createAnalyzer(data: ReaderWords, stem: Stem): Analyzer {
  const content = contentOf(data.forms);
  const slang: Slang[] = data.slang
    .flatMap((entry) =>
      entry.say.map((words) => ({
        words,
        means: entry.means,
        keep: entry.keep ?? false,
        generic: entry.generic ?? false,
        url: entry.url,
      })),
    )
    // Longest phrase first: «tirada de armadura» before «armadura».
    .sort((a, b) => b.words.length - a.words.length);
  // A stem keeps its word's first letter: a phrase can only meet the query at a word that starts
  // as its own first word does. Its stems are worked out on first use, not for every phrase
  // when the reader loads (hundreds of phrases, most of them never met).
  // A word for any model on the table («tropa», «mini», «miniatura»): inside a phrase with two
  // other words, any of them says it («cambiar una mini de grupo» is «cambiar una tropa de
  // grupo»; «activar la misma tropa» stays as written). Phrases that start with one are looked up
  // under `ANY_MODEL` for a query word that is one.
  const anyModelWords = new Set(
    data.slang.filter((entry) => entry.generic).flatMap((entry) => entry.say.flat()),
  );
  let anyModelStems: ReadonlySet<string> | undefined;
  const isAnyModel = (s: string) =>
    (anyModelStems ??= new Set([...anyModelWords].map(stem))).has(s);
  const anyModelIn = (phrase: Slang) =>
    phrase.words.filter((word) => !anyModelWords.has(word)).length >= 2;
  const sameWord = (phrase: Slang, k: number, s: string | undefined) => {
    const own = phraseStems(phrase)[k]!;
    return own === s || (s !== undefined && isAnyModel(own) && isAnyModel(s) && anyModelIn(phrase));
  };
  const byLetter = new Map<string, Slang[]>();
  for (const phrase of slang) {
    const letter =
      anyModelWords.has(phrase.words[0]!) && anyModelIn(phrase)
        ? ANY_MODEL
        : phrase.words[0]!.charAt(0);
    const bucket = byLetter.get(letter);
    if (bucket) bucket.push(phrase);
    else byLetter.set(letter, [phrase]);
  }
  const phraseStems = (phrase: Slang) => (phrase.stems ??= phrase.words.map(stem));

  const everyday = new Set(data.everyday);
  const sections: { heading: string[]; say: string[]; stems?: string[] }[] = data.sections.map(
    (section) => ({ ...section }),
  );
  /**
   * «cuánto daño da un crítico»: «da» is the verb, unless typed as the abbreviation, «DA», or
   * said as a noun is: after an article or a preposition («tropas con da»), or first and before
   * «de» («ve de la tirada»).
   */
  const dropEveryday = (query: string, sequence: string[]) => {
    if (sequence.length < 2) return sequence;
    const typed = query.match(/[\p{L}\p{N}]+/gu) ?? [];
    const folded = typed.map(fold);
    const named = new Set(
      folded.filter(
        (word, i) =>
          everyday.has(word) &&
          ((typed[i]!.length > 1 && typed[i] === typed[i]!.toUpperCase()) ||
            BEFORE_NOUN.has(folded[i - 1] ?? '') ||
            (i === 0 && OF.has(folded[1] ?? ''))),
      ),
    );
    return sequence.filter((word) => !everyday.has(word) || named.has(word));
  };

  return (query, { slang: withSlang = true } = {}) => {
    const sequence = dropEveryday(query, content(query));
    const levelled = beforeLevel(query).map(stem);
    const stems = sequence.map(stem);
    const typed = plainWords(query);
    const typedStems = new Set(typed.map((word) => stem(spokenParticiple(word))));
    const headings = sections
      .filter((section) => (section.stems ??= section.say.map(stem)).some((s) => typedStems.has(s)))
      .flatMap((section) => section.heading.map(stem));
    const searched: string[] = [];
    const named: string[] = [];
    const urls: string[] = [];
    const meant: string[] = [];
    const kept: string[] = [];
    for (let i = 0; i < sequence.length;) {
      const meets = (phrase: Slang) =>
        phrase.words.every((_, k) => sameWord(phrase, k, stems[i + k]));
      const hit = withSlang
        ? longer(
            byLetter.get(sequence[i]!.charAt(0))?.find(meets),
            isAnyModel(stems[i]!) ? byLetter.get(ANY_MODEL)?.find(meets) : undefined,
          )
        : undefined;
      if (!hit) {
        searched.push(sequence[i]!);
        named.push(sequence[i++]!);
        continue;
      }
      const typed = sequence.slice(i, i + hit.words.length);
      searched.push(...(hit.keep ? typed : hit.means));
      if (hit.keep) kept.push(...typed);
      // A word for anything of its kind names its rule only when it is all the query says.
      if (!hit.generic || hit.words.length === sequence.length) named.push(...typed, ...hit.means);
      if (hit.url && !urls.includes(hit.url)) urls.push(hit.url);
      meant.push(...hit.means);
      i += hit.words.length;
    }
    const meantStems = new Set(meant.map(stem));
    const formed = stems.filter((s) => !typedStems.has(s) && !meantStems.has(s));
    return {
      words: [...new Set(searched)],
      stems: [...new Set(named.map(stem))],
      urls,
      ...(formed.length > 0 ? { formed: [...new Set(formed)] } : {}),
      ...(headings.length > 0 ? { headings: [...new Set(headings)] } : {}),
      ...(kept.length > 0 ? { kept: [...new Set(kept)] } : {}),
      ...(levelled.length > 0 ? { levelled: [...new Set(levelled)] } : {}),
      ...(typed.includes(NEGATION) ? { negated: true as const } : {}),
    };
  };
}
