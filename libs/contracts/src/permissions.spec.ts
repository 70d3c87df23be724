import { hasPermission, noPermissions, PERMISSION_KEYS, permissionsSchema } from './permissions';

describe('permissions', () => {
  it('lists the fifteen keys of the spec and the right to define goals, last', () => {
    expect(PERMISSION_KEYS).toHaveLength(16);
    expect(PERMISSION_KEYS.at(-1)).toBe('goals');
  });

  it('defaults every missing key to false', () => {
    expect(permissionsSchema.parse({ statistics: true })).toEqual({ ...noPermissions(), statistics: true });
  });

  it('grants an admin everything and an editor only what its map says', () => {
    expect(hasPermission('admin', noPermissions(), 'users')).toBe(true);
    expect(hasPermission('editor', { users: false }, 'users')).toBe(false);
    expect(hasPermission('editor', { requests: true }, 'requests')).toBe(true);
  });
});
