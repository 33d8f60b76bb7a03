/**
 * What a preview card (1200×630, the size forums and chat apps show) says and how it is laid out,
 * as the element tree satori reads (a subset of HTML and CSS, flexbox only). Pure: the inputs are
 * plain text, and the same inputs give the same tree (src/cards/render.ts keys its cache on them).
 */
import { SITE_NAME } from '../lib/site.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** A rule page's card: its name, the editions it covers and its first sentence. */
export interface RuleCard {
  kind: 'rule';
  title: string;
  editions: string;
  description: string;
}

/** A ruling's card: question and answer, with its type and source (one card wherever it stands). */
export interface RulingCard {
  kind: 'ruling';
  /** «FAQ» or «Errata». */
  label: string;
  /** «N4 FAQ · 1.0, enero 2021». */
  source: string;
  question: string;
  answer: string;
}

/** The site's own card, for every other page. */
export interface SiteCard {
  kind: 'site';
  tagline: string;
}

export type Card = RuleCard | RulingCard | SiteCard;

/** satori's element: a tag, its style and its children. */
export interface CardElement {
  type: string;
  props: { style: Record<string, string | number>; children?: CardNode | CardNode[] | undefined };
}
type CardNode = CardElement | string;

/** Room for text inside the card's margins. */
const INNER = CARD_WIDTH - 2 * 72;
const MARK = 56;

const COLORS = {
  bg: '#16324f',
  fg: '#ffffff',
  muted: '#c5d3e0',
  faq: '#b9a6ee',
  errata: '#f2a49e',
  accent: '#7fb6e8',
};

/** Up to `max` characters, cut at a word, with an ellipsis: satori has no line clamp. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

const el = (
  type: string,
  style: Record<string, string | number>,
  children?: CardNode | CardNode[],
): CardElement => ({ type, props: { style, children } });

/** The frame every card shares: a band naming the site, the body, and a footer line. */
function frame(top: CardNode[], body: CardNode[], footer: string): CardElement {
  return el(
    'div',
    {
      // satori sizes the content box: the margins and the band come on top.
      width: INNER,
      height: CARD_HEIGHT - 2 * 48 - 14,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '48px 72px',
      background: COLORS.bg,
      color: COLORS.fg,
      fontFamily: 'Card',
      borderTop: `14px solid ${COLORS.accent}`,
    },
    [
      el(
        'div',
        { display: 'flex', alignItems: 'center', width: INNER, fontSize: 30, color: COLORS.muted },
        top,
      ),
      el(
        'div',
        { display: 'flex', flexDirection: 'column', flexGrow: 1, width: INNER, marginTop: 20 },
        body,
      ),
      el('div', { display: 'flex', width: INNER, fontSize: 28, color: COLORS.muted }, footer),
    ],
  );
}

const badge = (text: string, color: string) =>
  el(
    'div',
    {
      display: 'flex',
      fontWeight: 700,
      color: COLORS.bg,
      background: color,
      borderRadius: 8,
      padding: '2px 14px',
      marginRight: 18,
    },
    text,
  );

/** One line of a ruling: the «P»/«R» mark, then its text. */
const line = (mark: string, text: string, size: number, weight: number, color: string) =>
  el('div', { display: 'flex', marginTop: 20 }, [
    el(
      'div',
      { display: 'flex', width: MARK, flexShrink: 0, fontSize: size, fontWeight: 700, color },
      mark,
    ),
    el(
      'div',
      { display: 'flex', width: INNER - MARK, fontSize: size, fontWeight: weight, lineHeight: 1.3 },
      text,
    ),
  ]);

export function cardTree(card: Card): CardElement {
  switch (card.kind) {
    case 'rule':
      return frame(
        [badge('Regla', COLORS.accent), card.editions ? `Ediciones: ${card.editions}` : ''],
        [
          el(
            'div',
            {
              display: 'flex',
              width: INNER,
              fontSize: card.title.length > 40 ? 60 : 76,
              fontWeight: 700,
              lineHeight: 1.1,
            },
            clip(card.title, 70),
          ),
          el(
            'div',
            {
              display: 'flex',
              width: INNER,
              marginTop: 30,
              fontSize: 36,
              lineHeight: 1.35,
              color: COLORS.muted,
            },
            clip(card.description, 190),
          ),
        ],
        SITE_NAME,
      );
    case 'ruling': {
      const color = card.label === 'Errata' ? COLORS.errata : COLORS.faq;
      const long = card.question.length > 110;
      return frame(
        [badge(card.label, color), card.source],
        [
          line('P', clip(card.question, 170), long ? 38 : 46, 700, color),
          line('R', clip(card.answer, long ? 170 : 220), 34, 400, color),
        ],
        SITE_NAME,
      );
    }
    case 'site':
      return frame(
        [badge('Infinity', COLORS.accent)],
        [
          el('div', { display: 'flex', fontSize: 84, fontWeight: 700 }, SITE_NAME),
          el(
            'div',
            {
              display: 'flex',
              width: INNER,
              marginTop: 30,
              fontSize: 40,
              lineHeight: 1.35,
              color: COLORS.muted,
            },
            card.tagline,
          ),
        ],
        'Wiki, FAQ y erratas, ITS y escaramuza',
      );
  }
}
