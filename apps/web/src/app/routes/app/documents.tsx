import { DocumentsPage } from '../../../features/support/components/documents-page';

export function Component() {
  return <DocumentsPage />;
}
