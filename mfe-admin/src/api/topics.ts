import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type AnswerOf, type BodyOf } from '@podbridge/shared/api';
import { requestLimits, type paths } from '@podbridge/shared/types';

/** A topic as GET /topics/admin/ lists it: names, aliases and how many categories of each kind stand for it. */
export type AdminTopic = AnswerOf<paths['/api/topics/admin/']['get']>[number];

/** What POST /topics/ takes, and PATCH /topics/{id}/ (which replaces the aliases). */
export type TopicInput = BodyOf<paths['/api/topics/']['post']>;

/** The API's limits, from its contract, so the form says so before the server does. */
const topicLimits = requestLimits['/topics/'].post;
export const MAX_TOPIC_NAME_LENGTH = topicLimits.name.maxLength;
export const MAX_TOPIC_ALIASES = topicLimits.aliases.maxItems;
export const MAX_TOPIC_ALIAS_LENGTH = topicLimits.aliases.items.maxLength;

export const adminTopicsKey = ['admin', 'topics'] as const;

/** GET /topics/admin/: every topic with its aliases and the categories that stand for it, by English name. */
export async function fetchAdminTopics(): Promise<AdminTopic[]> {
  return api.get('/topics/admin/');
}

export function useAdminTopics() {
  return useQuery({ queryKey: adminTopicsKey, queryFn: fetchAdminTopics, staleTime: 0 });
}

/** POST /topics/: adds a topic. */
export async function createTopic(input: TopicInput): Promise<AdminTopic> {
  return api.post('/topics/', { body: input });
}

/** PATCH /topics/{id}/: changes the names and aliases. */
export async function updateTopic({ id, ...input }: TopicInput & { id: number }): Promise<AdminTopic> {
  return api.patch('/topics/{id}/', { path: { id }, body: input });
}

/** DELETE /topics/{id}/: its categories stay, standing for no topic. */
export async function deleteTopic(id: number): Promise<void> {
  await api.delete('/topics/{id}/', { path: { id } });
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
