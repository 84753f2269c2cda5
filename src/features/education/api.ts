import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { LessonId } from './content';

/** The only place the education feature talks to Supabase: the signed-in user's finished lessons. */

export const lessonProgressKeys = {
  all: ['lesson-progress'] as const,
  list: (userId: string) => [...lessonProgressKeys.all, userId] as const,
};

/** The ids of the lessons the user has finished (their check questions answered). */
export function lessonProgressQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: lessonProgressKeys.list(userId ?? 'signed-out'),
    queryFn: userId
      ? async () => {
          const supabase = await getSupabase();
          const { data, error } = await supabase
            .from('lesson_progress')
            .select('lesson_id')
            .eq('user_id', userId);
          if (error) throw error;
          return new Set(data.map((row) => row.lesson_id));
        }
      : skipToken,
  });
}

export const useLessonProgress = (userId: string | undefined) => useQuery(lessonProgressQuery(userId));

/** Records a finished lesson once; finishing it again changes nothing (the first time stands). */
export function useCompleteLesson(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lessonId: LessonId) => {
      if (!userId) throw new Error('No user found');
      const supabase = await getSupabase();
      const { error } = await supabase
        .from('lesson_progress')
        .upsert(
          { user_id: userId, lesson_id: lessonId },
          { onConflict: 'user_id,lesson_id', ignoreDuplicates: true },
        );
      if (error) throw error;
    },
    meta: {
      errorMessage: 'Your progress could not be saved. Please try again.',
      logMessage: 'Saving lesson progress failed',
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonProgressKeys.all }),
  });
}
