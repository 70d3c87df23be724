export { UsersScreen, type SignedInStaff } from './users-screen';
