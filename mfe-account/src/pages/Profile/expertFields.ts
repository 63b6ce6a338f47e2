import type { ExpertProfile } from '../../api';

/** Expertise arrives as a list or as comma-separated text (spec section 3). */
export function expertiseList(expertise: ExpertProfile['expertise']): string[] {
  const items = Array.isArray(expertise) ? expertise : (expertise ?? '').split(',');
  return items.map((item) => item.trim()).filter(Boolean);
}
