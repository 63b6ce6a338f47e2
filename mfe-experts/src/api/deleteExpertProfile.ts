import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import { expertKey } from './getExpert';
import { expertListKey, type ExpertResults } from './getExperts';
import { featuredExpertsKey } from './getFeaturedExperts';
import { myExpertProfileRootKey } from './getMyExpertProfile';

/** DELETE /experts/{id}/. */
export async function deleteExpertProfile(id: number): Promise<void> {
  await api.delete('/experts/{id}/', { path: { id } });
}

/**
 * Deletes a profile. Its card leaves the pages already shown at once (the total one less) without reloading
 * them; they ask again the next time they are opened.
 */
export function useDeleteExpertProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExpertProfile,
    onSuccess: (_, id) => {
      queryClient.setQueriesData<ExpertResults>({ queryKey: expertListKey }, (page) =>
        page && page.experts.some((expert) => expert.id === id)
          ? { experts: page.experts.filter((expert) => expert.id !== id), count: Math.max(0, page.count - 1) }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: expertListKey, refetchType: 'none' });
      queryClient.removeQueries({ queryKey: expertKey(id) });
      void queryClient.invalidateQueries({ queryKey: myExpertProfileRootKey });
      void queryClient.invalidateQueries({ queryKey: featuredExpertsKey });
    },
  });
}
