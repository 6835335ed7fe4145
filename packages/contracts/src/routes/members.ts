import { route } from './route.ts';

export const memberRoutes = {
  'Member.GetAllMembers': route('GET', '/api/Member/GetAllMembers'),
  'Member.GetMemberById': route('GET', '/api/Member/GetMemberById'),
  'Member.CreateMember': route('POST', '/api/Member/CreateMember'),
  'Member.UpdateMember': route('PUT', '/api/Member/UpdateMember'),
  'Member.DeleteMember': route('DELETE', '/api/Member/DeleteMember'),
  'Member.ImportCsv': route('POST', '/api/Member/ImportCsv'),
  'Member.GetPublicMembers': route('GET', '/api/Member/GetPublicMembers'),
  'Member.GetPublicMember': route('GET', '/api/Member/GetPublicMember'),
};

export const memberCategoryRoutes = {
  'MemberCategory.GetAllMemberCategories': route(
    'GET',
    '/api/MemberCategory/GetAllMemberCategories',
  ),
  'MemberCategory.GetMemberCategoryById': route('GET', '/api/MemberCategory/GetMemberCategoryById'),
  'MemberCategory.CreateMemberCategory': route('POST', '/api/MemberCategory/CreateMemberCategory'),
  'MemberCategory.UpdateMemberCategory': route('PUT', '/api/MemberCategory/UpdateMemberCategory'),
  'MemberCategory.DeleteMemberCategory': route(
    'DELETE',
    '/api/MemberCategory/DeleteMemberCategory',
  ),
};
