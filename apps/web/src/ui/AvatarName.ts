import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Avatar } from '@snackparty/protocol';

/**
 * An avatar's name in the language in use (`avatar.names.<id>`). The protocol's English name stays
 * the fallback, for an avatar added before its translations.
 */
export function useAvatarName(): (avatar: Pick<Avatar, 'id' | 'name'>) => string {
  const { t } = useTranslation();
  return useCallback((avatar) => t(`avatar.names.${avatar.id}`, { defaultValue: avatar.name }), [t]);
}
