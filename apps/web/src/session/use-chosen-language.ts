import type { ProfileLanguage } from '@outlay/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslator } from '@/i18n/intl';
import { useSwitchLanguage } from '@/i18n/language-provider';

/**
 * The language a person chose on the profile page is the one the app reads in once they are
 * signed in. It is applied when it arrives or changes, not forced back afterwards: the header's
 * language menu still switches for the visit.
 */
export function useChosenLanguage(chosen: ProfileLanguage | null | undefined) {
  const { language } = useTranslator();
  const switchLanguage = useSwitchLanguage();
  const queryClient = useQueryClient();
  const applied = useRef<ProfileLanguage | null>(null);
  useEffect(() => {
    if (!chosen || applied.current === chosen) return;
    applied.current = chosen;
    if (chosen === language) return;
    void switchLanguage(chosen).then(() => {
      // Server texts (banners, document titles) come in the request's language.
      void queryClient.invalidateQueries();
    });
  }, [chosen, language, switchLanguage, queryClient]);
}
