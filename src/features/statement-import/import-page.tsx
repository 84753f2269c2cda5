import { useEffect, useState } from 'react';
import { useSession } from '@/features/auth';
import { ImportScreen } from './components/import-screen';
import { createImportClient } from './worker-client';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { IMPORT_PAGE } from './content';

/** /dashboard/import-statement: the worker starts on the first file and stops when the page closes. */
export function ImportPage() {
  const { session } = useSession();
  const [client] = useState(createImportClient);
  useEffect(
    () => () => {
      client.terminate();
    },
    [client],
  );
  return <ImportScreen client={client} userId={session?.user.id} />;
}
