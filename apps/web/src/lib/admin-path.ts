/** Whether an address belongs to the back-office (`/admin` and below), which is no public page. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
