import { useParams } from 'react-router';
import { useContentSection } from '../../api/content-sections.ts';
import { NewOrStoredScreen } from '../NewOrStoredScreen.tsx';
import { CONTENT_SECTIONS_PATH, ownerFromParams } from './paths.ts';
import { SectionForm } from './SectionForm.tsx';

/**
 * /cms/management/content-section (also …/pageId/:pageId and …/blogId/:blogId, which create the
 * section for that page or blog) and /cms/management/content-section/edit/:contentSectionId.
 */
export function SectionEditorScreen() {
  const owner = ownerFromParams(useParams());
  return (
    <NewOrStoredScreen
      type="contentSection"
      useOne={useContentSection}
      listPath={CONTENT_SECTIONS_PATH}
      blank={<SectionForm key={`${owner?.owner}-${owner?.id}`} section={null} owner={owner} />}
    >
      {(section) => <SectionForm section={section} owner={null} />}
    </NewOrStoredScreen>
  );
}
