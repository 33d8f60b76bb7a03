/** The part of Pagefind's browser API (`/pagefind/pagefind.js`) the search uses. */
export interface PagefindWeightedLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { element: string; id: string; text?: string; location: number };
  locations?: number[];
  weighted_locations?: PagefindWeightedLocation[];
}

export interface PagefindData {
  url: string;
  excerpt: string;
  /** The page's indexed text. */
  content?: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[]>;
  sub_results: PagefindSubResult[];
  /** Every element with an id, where it starts in `content` (its number of words before). */
  anchors?: { element: string; id: string; text?: string; location: number }[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}

export interface PagefindResponse {
  results: PagefindResult[];
  filters?: Record<string, Record<string, number>>;
  totalFilters?: Record<string, Record<string, number>>;
}

/** A search's filters: one value, or any of several (Pagefind's `{ any: [...] }`). */
export interface SearchOptions {
  filters?: Record<string, string | { any: string[] }>;
}

export interface PagefindApi {
  search(term: string, options?: SearchOptions): Promise<PagefindResponse | null>;
}
