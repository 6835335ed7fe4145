import { useParams } from 'react-router';
import { useContentSection } from '../../api/content-sections.ts';
import { LoadedRecord } from '../../components/ResourceEditor.tsx';
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
  return (
    <LoadedRecord
      query={useContentSection(id)}
      what="content section"
      listPath={CONTENT_SECTIONS_PATH}
      history={{ type: 'contentSection', id }}
    >
      {(section) => <SectionForm key={id} section={section} owner={null} />}
    </LoadedRecord>
  );
}
