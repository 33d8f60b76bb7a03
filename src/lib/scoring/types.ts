/** Tournament tier: army points 400 (top), 300 (mid), 200 (low). */
export type Tier = 'top' | 'mid' | 'low';

/** A band of a table by army points: `min`–`max` (max null: "más de min-1") gives `op`. */
export interface Band {
  min: number;
  max: number | null;
  op: number;
  /** Not printed in this mission's own text (taken from a table of the same shape): shown as assumed. */
  assumed?: boolean;
}

/** One scorable objective of a mission, as the calculator asks for it. */
export interface ScoringRule {
  /** Input id, unique within the mission. */
  id: string;
  /** What the player records, in Spanish, as printed. */
  label: string;
  /** `count`: how many (items, rounds, army points); `flag`: achieved or not. */
  kind: 'count' | 'flag';
  /** OP per unit (count) or for achieving it (flag); negative for penalties. Ignored with `bands`. */
  points: number;
  /** Largest valid count (1 for flags). */
  max: number;
  /** Most OP this objective can give. */
  cap?: number;
  /** Extra points: only count when this other rule is above 0. */
  requires?: string;
  /** Mutually exclusive objectives share a group; the group bounds their summed inputs. */
  group?: string;
  /** Scored at the end of each game round or at the end of the game. */
  timing: 'round' | 'end';
  /** Printed condition, for the label (`sólo si se ha cumplido al menos 1…`). */
  condition?: string;
  /**
   * Only counts while the player's other points stay under 10 OP (`sólo si el jugador dispone de un
   * total de Puntos de Objetivo inferior a 10`): it can fill up to 10, never raise the maximum.
   */
  belowMax?: boolean;
  /** Why a value was inferred rather than read (shown next to the input). */
  note?: string;
  /** Tables by army points: per tier, or `all` when the table does not depend on the tier. */
  bands?: Partial<Record<Tier | 'all', Band[]>>;
}

/** Scoring of one mission or league round. */
export interface MissionScoringData {
  slug: string;
  name: string;
  kind: 'mission' | 'league-round';
  /** Tiers the mission can be played at. */
  tiers: Tier[];
  /** Whether the HVT rule applies (killing an HVT loses the game). */
  hvt: boolean;
  rules: ScoringRule[];
  /** Groups of exclusive rules: the sum of their inputs is at most `max`. */
  groups: { id: string; max: number }[];
  /** Where the rules came from: the printed objectives, or a reviewed correction. */
  source: 'text' | 'correction';
}

export interface ScoringFile {
  missions: MissionScoringData[];
}
