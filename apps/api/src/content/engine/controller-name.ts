/**
 * Names a controller class made for one kind ('success-stories', 'legal/impressum') after it, e.g.
 * SuccessStoriesAdminController: Nest's logs, errors and the OpenAPI operation ids read the class name.
 */
export function nameController<T extends abstract new (...args: never[]) => unknown>(
  controller: T,
  kind: string,
  role: 'Admin' | 'Public' | 'Publishing',
): T {
  const pascal = kind.replace(/(^|[-/])([a-z])/g, (_, __, c: string) => c.toUpperCase());
  Object.defineProperty(controller, 'name', { value: `${pascal}${role}Controller` });
  return controller;
}
