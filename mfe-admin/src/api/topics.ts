import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@podbridge/shared/api';

/**
 * A topic as GET /topics/admin/ lists it. Written here until `npm run contracts` generates `AdminTopic` into
 * @podbridge/shared/types; then this gives way to that one.
 */
export interface AdminTopic {
  id: number;
  name: string;
  name_sv: string;
  aliases: string[];
  expert_categories: number;
  podcast_categories: number;
}

/** What POST /topics/ takes, and PATCH /topics/{id}/ (which replaces the aliases). */
export interface TopicInput {
  name: string;
  name_sv: string;
  aliases: string[];
}

/** The API's limits, so the form says so before the server does. */
export const MAX_TOPIC_NAME_LENGTH = 100;
export const MAX_TOPIC_ALIASES = 30;
export const MAX_TOPIC_ALIAS_LENGTH = 60;

export const adminTopicsKey = ['admin', 'topics'] as const;

/** GET /topics/admin/: every topic with its aliases and the categories that stand for it, by English name. */
export async function fetchAdminTopics(): Promise<AdminTopic[]> {
  const { data } = await apiClient.get<AdminTopic[]>('/topics/admin/');
  return data;
}

export function useAdminTopics() {
  return useQuery({ queryKey: adminTopicsKey, queryFn: fetchAdminTopics, staleTime: 0 });
}

/** POST /topics/: adds a topic. */
export async function createTopic(input: TopicInput): Promise<AdminTopic> {
  const { data } = await apiClient.post<AdminTopic>('/topics/', input);
  return data;
}

/** PATCH /topics/{id}/: changes the names and aliases. */
export async function updateTopic({ id, ...input }: TopicInput & { id: number }): Promise<AdminTopic> {
  const { data } = await apiClient.patch<AdminTopic>(`/topics/${id}/`, input);
  return data;
}

/** DELETE /topics/{id}/: its categories stay, standing for no topic. */
export async function deleteTopic(id: number): Promise<void> {
  await apiClient.delete(`/topics/${id}/`);
}

/** A change to the topics: the list and the audit trail ask again. */
function useTopicChange<Variables, Result>(change: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminTopicsKey }),
        client.invalidateQueries({ queryKey: ['admin', 'actions'] }),
      ]),
  });
}

export const useCreateTopic = () => useTopicChange(createTopic);
export const useUpdateTopic = () => useTopicChange(updateTopic);
export const useDeleteTopic = () => useTopicChange(deleteTopic);
