import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Expert, NewExpert } from '@podbridge/shared/types';
import { expertKey } from './getExpert';
import { expertListKey } from './getExperts';
import { featuredExpertsKey } from './getFeaturedExperts';
import { myExpertProfileRootKey } from './getMyExpertProfile';

/** The profile's fields as the create and edit calls send them, the picture aside. */
export type ExpertFields = Required<Omit<NewExpert, 'profile_picture'>>;

/** A new picture to upload, or the saved one removed; neither keeps the saved picture. */
export interface PictureChange {
  file: File | null;
  remove?: boolean;
}

/** Lists of codes, sent comma-separated without spaces; lists of words get a space after each comma. */
const CODE_LISTS = new Set(['category_ids', 'languages']);

/** A field as multipart text: lists comma-separated, the past appearances as JSON ('[]' clears them). */
function fieldText(name: string, value: unknown): string {
  if (name === 'past_appearances') return JSON.stringify(value);
  if (Array.isArray(value)) return value.join(CODE_LISTS.has(name) ? ',' : ', ');
  return String(value);
}

/**
 * The multipart body of a create or a save. A new profile leaves empty optional fields and lists out; a save
 * sends them empty (`keepEmpty`), which clears them.
 */
export function expertFormData(
  fields: Partial<ExpertFields>,
  picture: PictureChange,
  { keepEmpty }: { keepEmpty: boolean },
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const empty = Array.isArray(value) ? value.length === 0 : value === '';
    if (!empty || keepEmpty) body.append(name, fieldText(name, value));
  }
  if (picture.file) body.append('profile_picture', picture.file);
  else if (picture.remove) body.append('remove_picture', 'true');
  return body;
}

/** After a profile changed: its detail, the directory, the own profile and the home page's spotlight ask again. */
export function refreshExpert(queryClient: QueryClient, id: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: expertKey(id) }),
    queryClient.invalidateQueries({ queryKey: expertListKey }),
    queryClient.invalidateQueries({ queryKey: myExpertProfileRootKey }),
    queryClient.invalidateQueries({ queryKey: featuredExpertsKey }),
  ]).then(() => undefined);
}

/** A mutation that saves a profile and then refreshes what shows it. */
export function useExpertSave<Input>(save: (input: Input) => Promise<Expert>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: save, onSuccess: (saved) => void refreshExpert(queryClient, saved.id) });
}
