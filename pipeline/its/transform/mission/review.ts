import type { ProfileCorrection } from '../profiles.ts';

/** A reviewed `table` correction: a small table printed one cell per line, cells named by source line. */
export interface TableCorrection {
  rule: string;
  caption?: number;
  header: string[];
  rows: number[][];
}

/** A reviewed `move` correction: paragraphs starting with `matches` go to the part or rule `to`. */
export interface MoveCorrection {
  to: string;
  matches: string[];
}

/** Reviewed corrections of one mission (see `content/corrections/its.json`), by kind. */
export interface MissionReview {
  profiles?: ProfileCorrection[];
  tables?: TableCorrection[];
  moves?: MoveCorrection[];
  /** Called with each correction that found nothing to correct. */
  unused?: (message: string) => void;
}
