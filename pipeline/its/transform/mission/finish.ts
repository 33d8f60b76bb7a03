import { sameName } from '../../vocabulary.ts';
import { plain } from '../rich-text.ts';
import { titleCase } from '../display.ts';
import { sectionTexts, type MissionRecord } from './record.ts';
import { roundNumber } from './rounds.ts';

/**
 * A rule section left without text is the rule's name printed on the map (`ANTENA`, a second
 * `ZONA BIOTÉCVORA`), unless the card lists it among its special rules (then its text is elsewhere
 * and a reviewed `move` brings it): the heading becomes a map label.
 */
export function dropEmptyUnlisted(record: MissionRecord): void {
  record.specialRules = record.specialRules.filter((s) => {
    const empty =
      s.paragraphs.length === 0 && !s.skills?.length && !s.profiles?.length && !s.tables?.length;
    if (!empty || record.specialRuleNames.some((n) => sameName(n, s.title))) return true;
    if (s.heading) record.mapLabels.push(s.heading);
    return false;
  });
}

/**
 * What the card's words say about the game: `Sin HVT` or an `Objetivo Designado` rule turn the HVT
 * rules off; `no se aplica la regla de ¡¡¡Retirada!!!` or `Sin Cuartel` the Retreat!; three rounds
 * unless the end says otherwise.
 */
export function readFlags(record: MissionRecord): void {
  const rulesText = [...record.intro, ...record.specialRules.flatMap(sectionTexts)].map(plain);
  const all = [...record.specialRuleNames, ...rulesText].join(' ');
  if (/Sin HVT/i.test(all) || record.specialRuleNames.some((n) => /^Objetivo Designado$/i.test(n)))
    record.hvt = false;
  if (
    /no se aplica la regla de ¡¡¡Retirada!!!|Sin Cuartel/i.test(
      all + record.end.paragraphs.map(plain).join(' '),
    )
  )
    record.end.retreat = false;
  if (record.end.rounds === null) record.end.rounds = 3;
}

/** `ITS ESCALATION LEAGUES: TERCERA JORNADA` → `Jornada 3: Tercera jornada`. */
export function leagueRoundName(indexTitle: string): string {
  const word = indexTitle.match(/(\w+) JORNADA/)?.[1]?.toLowerCase() ?? '';
  return `Jornada ${roundNumber(word) ?? '?'}: ${titleCase(word)} jornada`;
}
