import { DocumentsPage } from '@/features/documents/routes/documents-page';

/** `/document`: the company's documents in one place, and Upload document. */
export default function DocumentRoute() {
  return <DocumentsPage />;
}
