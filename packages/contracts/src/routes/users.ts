import { route } from './route.ts';

export const userRoutes = {
  'Users.Authenticate': route('POST', '/api/Users/Authenticate'),
  'Users.refreshToken': route('POST', '/api/Users/refreshToken'),
  'Users.Logout': route('POST', '/api/Users/Logout'),
  'Users.Register': route('POST', '/api/Users/Register'),
  'Users.GetAllUsers': route('GET', '/api/Users/GetAllUsers'),
  'Users.GetUser': route('GET', '/api/Users/GetUser'),
  'Users.UpdateUser': route('PUT', '/api/Users/UpdateUser'),
  'Users.ChangeUserPassword': route('PUT', '/api/Users/ChangeUserPassword'),
  'Users.RecoverAccount': route('POST', '/api/Users/RecoverAccount'),
  'Users.ResetPassword': route('POST', '/api/Users/ResetPassword'),
  'Users.SendResetLink': route('POST', '/api/Users/SendResetLink'),
  'Users.SetTemporaryPassword': route('POST', '/api/Users/SetTemporaryPassword'),
};
