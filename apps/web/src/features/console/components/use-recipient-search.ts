import { useState } from 'react';
import type { RecipientKind } from '@vitrina/domain/notifications/announcements.admin';
import { errorMessage } from '../../../lib/api-client';
import { searchRecipients, type Recipient } from '../api/search-recipients';

/** The destinatarios search: its results (null before a search) and the server's refusal. */
export function useRecipientSearch() {
  const [found, setFound] = useState<Recipient[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = async (kind: RecipientKind, q: string) => {
    setError(null);
    try {
      setFound(await searchRecipients(kind, q));
    } catch (e) {
      setFound(null);
      setError(errorMessage(e));
    }
  };
  return { found, error, setError, search, clear: () => setFound(null) };
}
