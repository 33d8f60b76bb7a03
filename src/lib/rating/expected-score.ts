import { requireRating } from './require-rating.ts';

/**
 * Expected score of a player in the ELO system the ITS uses: the probability of winning plus
 * half the probability of drawing, E = 1 / (1 + 10^((opponent − rating) / 400)). Two equal
 * ratings expect 0.5; 400 points ahead expects about 0.91.
 */
export function expectedScore(rating: number, opponentRating: number): number {
  requireRating(rating, 'La Puntuación ITS');
  requireRating(opponentRating, 'La Puntuación ITS del adversario');
  return 1 / (1 + 10 ** ((opponentRating - rating) / 400));
}
