import { useMember } from '../../api/members.ts';
import { NewOrStoredScreen } from '../NewOrStoredScreen.tsx';
import { MemberForm } from './MemberForm.tsx';
import { MEMBERS_PATH } from './paths.ts';

/** /cms/management/create-member and /cms/management/member/:memberId: one form, two modes. */
export function MemberEditorScreen() {
  return (
    <NewOrStoredScreen
      type="member"
      useOne={useMember}
      listPath={MEMBERS_PATH}
      blank={<MemberForm member={null} />}
    >
      {(member) => <MemberForm member={member} />}
    </NewOrStoredScreen>
  );
}
