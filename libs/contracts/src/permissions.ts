import { z } from 'zod';

/** Every permission key (docs/product/back-office.md 'Roles and permissions'), in the order the user form lists them. */
export const PERMISSION_KEYS = [
  'statistics',
  'tracking',
  'website',
  'system',
  'testimonials',
  'success_stories',
  'portfolio',
  'pricing',
  'requests',
  'legal',
  'users',
  'faq',
  'services',
  'email_templates',
  'images',
  'goals',
] as const;

/** How the back-office names each permission (user form, activity log). */
export const PERMISSION_LABELS: Record<PermissionKey, string> = {
  statistics: 'Statistiken',
  tracking: 'Tracking',
  website: 'Website',
  system: 'System & Backend',
  testimonials: 'Bewertungen',
  success_stories: 'Erfolgsgeschichten',
  portfolio: 'Portfolio',
  pricing: 'Preise',
  requests: 'Anfragen & Kundennotizen',
  legal: 'Rechtstexte',
  users: 'Benutzer',
  faq: 'FAQ',
  services: 'Leistungen',
  email_templates: 'E-Mail-Vorlagen',
  images: 'Bilder',
  goals: 'Ziele',
};

export const permissionKeySchema = z.enum(PERMISSION_KEYS);
export type PermissionKey = z.infer<typeof permissionKeySchema>;

export const permissionsSchema = z.object(
  Object.fromEntries(PERMISSION_KEYS.map((key) => [key, z.boolean().default(false)])) as Record<
    PermissionKey,
    z.ZodDefault<z.ZodBoolean>
  >,
);
export type Permissions = Record<PermissionKey, boolean>;

export const ROLES = ['admin', 'editor'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ROLE_LABELS: Record<Role, string> = { admin: 'Administrator', editor: 'Mitarbeiter' };

export function noPermissions(): Permissions {
  return Object.fromEntries(PERMISSION_KEYS.map((key) => [key, false])) as Permissions;
}

export function allPermissions(): Permissions {
  return Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true])) as Permissions;
}

/** An admin holds every permission whatever its map says; an editor holds what its map grants. */
export function hasPermission(role: Role, permissions: Partial<Permissions>, key: PermissionKey): boolean {
  return role === 'admin' || permissions[key] === true;
}
