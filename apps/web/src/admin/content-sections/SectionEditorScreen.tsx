import { useParams } from 'react-router';
import { useContentSection } from '../../api/content-sections.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { CONTENT_SECTIONS_PATH, ownerFromParams } from './paths.ts';
import { SectionForm } from './SectionForm.tsx';

/**
 * /cms/management/content-section (also …/pageId/:pageId and …/blogId/:blogId, which create the
 * section for that page or blog) and /cms/management/content-section/edit/:contentSectionId.
 */
export function SectionEditorScreen() {
  const params = useParams();
  const owner = ownerFromParams(params);
  return params.contentSectionId === undefined ? (
    <SectionForm key={`${owner?.owner}-${owner?.id}`} section={null} owner={owner} />
  ) : (
    <EditSection id={Number(params.contentSectionId)} />
  );
}

function EditSection({ id }: { id: number }) {
  const section = useContentSection(id);
  if (section.isPending) return <PageLoader />;
  if (section.isError) {
    return (
      <LoadFailed what="content section" error={section.error} listPath={CONTENT_SECTIONS_PATH} />
    );
  }
  // Keyed by id: the form starts from the stored values; later reloads do not reset edits.
  return <SectionForm key={id} section={section.data} owner={null} />;
}
