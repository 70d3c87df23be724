import {
  createUserRequestSchema,
  manageViolation,
  mayGrantAdmin,
  mayGrantPermission,
  noPermissions,
  passwordWeakness,
  PERMISSION_KEYS,
  preparePasswordCheck,
  PERMISSION_LABELS,
  ROLE_LABELS,
  type Permissions,
  type Role,
  type StaffAccount,
  type User,
  updateUserRequestSchema,
} from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import {
  Banner,
  Button,
  Checkbox,
  DeleteButton,
  EmptyState,
  errorText,
  IconButton,
  Input,
  Panel,
  Select,
  Switch,
  useBanner,
} from '../../components/admin/ui';
import { useContractForm } from '../../components/forms/contract-form';
import { loadState } from '../../components/admin/load-state';
import { useFormUnsavedChanges, useGuardedClose } from '../../components/admin/unsaved-changes';
import { fieldsOf, firstError } from '../../components/forms/field-error';
import { ApiRequestError } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-client-context';
import { cn } from '../../lib/cn';
import { createUser } from './api/create-user';
import { deleteUser } from './api/delete-user';
import { usersQueryKey, useUsers } from './api/list-users';
import { useOpenWork } from './api/open-work';
import { updateUser } from './api/update-user';
import { resetTwoFactor, saveTwoFactorPolicy, twoFactorPolicyQueryKey, useTwoFactorPolicy } from './api/two-factor';
import { openWorkText } from './open-work-text';

interface UserForm {
  username: string;
  email: string;
  password: string;
  role: Role;
  active: boolean;
  permissions: Permissions;
  /** Editing one's own account: confirms a new password or e-mail address (with a code under two-factor login). */
  current_password?: string;
  code?: string;
}
/** The staff member using the screen: the form offers only what the server's privilege rules allow them. */
export interface SignedInStaff extends StaffAccount {
  username?: string;
}

const newForm = (): UserForm => ({
  username: '',
  email: '',
  password: '',
  role: 'editor',
  active: true,
  permissions: noPermissions(),
});

/** 'Fehler: {detail}' with the server's text, else the fallback. */
const failure = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 404
    ? `Fehler: ${error.message}`
    : errorText(error, fallback);
/** The same for a form the contract schema refused (the message also shows below its field). */
const invalidText = (errors: FieldErrors<UserForm>) => `Fehler: ${firstError(errors) ?? 'Bitte die Eingaben prüfen'}`;
/** The account as the api takes it: names without surrounding spaces, the owner's confirmation only when given. */
const trimmed = ({ current_password, code, ...values }: UserForm): UserForm => ({
  ...values,
  username: values.username.trim(),
  email: values.email.trim(),
  ...(current_password ? { current_password } : {}),
  ...(code ? { code } : {}),
});

/**
 * The password rule's refusal of a new password, below its field (the rule's dictionaries load on the first
 * check); null when there is none to check or it may be set. The api checks it again.
 */
async function refusedPassword(form: UseFormReturn<UserForm>, values: UserForm): Promise<string | null> {
  if (!values.password) return null;
  const weakness = await passwordWeakness(values.password, { username: values.username, email: values.email });
  if (weakness) form.setError('password', { type: 'rule', message: weakness });
  return weakness;
}

interface UserFieldsProps {
  form: UseFormReturn<UserForm>;
  editing: boolean;
  staff: SignedInStaff;
  /** The staff member's own account: nobody changes their own role or permissions. */
  own?: boolean;
  /** The own account uses two-factor login: a new password or e-mail address needs a code too. */
  ownTwoFactor?: boolean;
}

function UserFields({ form, editing, staff, own = false, ownTwoFactor = false }: UserFieldsProps) {
  const values = form.watch();
  const field = fieldsOf(form.register, form.formState.errors);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input label="Benutzername" required {...field('username')} autoComplete="off" />
      <Input label="E-Mail" type="email" required {...field('email')} />
      <Input
        label="Passwort"
        type="password"
        required={!editing}
        hint={editing ? 'leer lassen = unverändert' : undefined}
        onFocus={preparePasswordCheck}
        {...field('password')}
        autoComplete="new-password"
      />
      {own && (
        <>
          <Input
            label="Aktuelles Passwort"
            type="password"
            hint="nötig für ein neues Passwort oder eine neue E-Mail-Adresse"
            {...field('current_password')}
            autoComplete="current-password"
          />
          {ownTwoFactor ? (
            <Input
              label="Code aus der App oder Wiederherstellungscode"
              hint="nötig für ein neues Passwort oder eine neue E-Mail-Adresse"
              maxLength={40}
              {...field('code')}
              autoComplete="one-time-code"
            />
          ) : (
            <div aria-hidden />
          )}
        </>
      )}
      <Select label="Rolle" {...field('role')} disabled={own}>
        <option value="editor">Mitarbeiter (Editor)</option>
        <option value="admin" disabled={!mayGrantAdmin(staff)}>
          Administrator
        </option>
      </Select>
      <div className="sm:col-span-2">
        <Checkbox label="Aktiv" checked={values.active} onChange={(active) => form.setValue('active', active)} />
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 text-sm font-medium text-slate-700">
          Berechtigungen{' '}
          {values.role === 'admin' && <span className="font-normal text-slate-400">(Administratoren haben alle)</span>}
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {PERMISSION_KEYS.map((key) => (
            <Checkbox
              key={key}
              label={PERMISSION_LABELS[key]}
              checked={values.permissions[key]}
              disabled={values.role === 'admin' || own || !mayGrantPermission(staff, key)}
              onChange={(value) => form.setValue(`permissions.${key}`, value)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/**
 * What ends with a deactivation or deletion of the account: its planned publications and preview links
 * (they act under its name), as the server counts them when the confirmation opens.
 */
function EndingWork({ userId }: { userId: string }) {
  const work = useOpenWork(userId);
  return (
    <p className="mt-2" data-testid="ending-work">
      {work.isPending
        ? 'Wird geprüft, was damit endet …'
        : work.isError
          ? 'Welche geplanten Veröffentlichungen und Vorschau-Links damit enden, konnte nicht geladen werden.'
          : openWorkText(work.data)}
    </p>
  );
}

/** One account in edit: its own form, checked with the edit's contract schema. */
function EditUserForm({
  user,
  staff,
  own,
  busy,
  onSave,
  onInvalid,
  onCancel,
}: {
  user: User;
  staff: SignedInStaff;
  own: boolean;
  busy: boolean;
  onSave: (values: UserForm) => void;
  onInvalid: (message: string) => void;
  onCancel: () => void;
}) {
  const form = useContractForm<UserForm>({
    schema: updateUserRequestSchema,
    defaultValues: {
      username: user.username,
      email: user.email,
      password: '',
      role: user.role,
      active: user.active,
      permissions: { ...noPermissions(), ...user.permissions },
      current_password: '',
      code: '',
    },
  });
  const save = async (values: UserForm) => {
    const weakness = await refusedPassword(form, values);
    if (weakness) onInvalid(`Fehler: ${weakness}`);
    else onSave(values);
  };
  // 'Abbrechen' with changes not yet saved asks first.
  const cancel = useGuardedClose(form.formState.isDirty, onCancel);
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(save, (errors) => onInvalid(invalidText(errors)))(event)}
      className="space-y-4"
    >
      <UserFields form={form} editing staff={staff} own={own} ownTwoFactor={own && user.two_factor_enabled} />
      <div className="flex gap-2">
        <Button variant="primary" type="submit" busy={busy}>
          Speichern
        </Button>
        <Button onClick={cancel}>Abbrechen</Button>
      </div>
    </form>
  );
}

/** Benutzer: a create form and a list with inline edit and delete confirmation. */
export function UsersScreen({ staff }: { staff: SignedInStaff }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const users = useUsers();
  const banner = useBanner();
  const form = useContractForm<UserForm>({ schema: createUserRequestSchema, defaultValues: newForm() });
  useFormUnsavedChanges(form);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  /** An edit that deactivates an active account waits for a confirmation (its plans and links end). */
  const [deactivating, setDeactivating] = useState<{ user: User; form: UserForm } | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: usersQueryKey });
  const isAdmin = staff.role === 'admin';
  const policy = useTwoFactorPolicy(isAdmin);
  const savePolicy = useMutation({
    mutationFn: (required: boolean) => saveTwoFactorPolicy(client, { required }),
    onSuccess: (saved) => {
      queryClient.setQueryData(twoFactorPolicyQueryKey, saved);
      banner.success(
        saved.required
          ? 'Zwei-Faktor-Anmeldung ist jetzt für alle Mitarbeiter vorgeschrieben.'
          : 'Zwei-Faktor-Anmeldung ist nicht mehr vorgeschrieben.',
      );
    },
    onError: (error) => banner.error(failure(error, 'Fehler beim Speichern')),
  });
  const reset = useMutation({
    mutationFn: (id: string) => resetTwoFactor(client, id),
    onSuccess: () => {
      banner.success('Zwei-Faktor-Anmeldung zurückgesetzt!');
      setResetting(null);
      void reload();
    },
    onError: (error) => {
      banner.error(failure(error, 'Fehler beim Zurücksetzen'));
      setResetting(null);
    },
  });

  const create = useMutation({
    mutationFn: (values: UserForm) => createUser(client, trimmed(values)),
    onSuccess: () => {
      banner.success('Benutzer erfolgreich erstellt!');
      form.reset(newForm());
      void reload();
    },
    onError: (error) => banner.error(failure(error, 'Fehler beim Erstellen')),
  });
  const update = useMutation({
    mutationFn: (edit: { id: string; form: UserForm }) => updateUser(client, edit.id, trimmed(edit.form)),
    onSuccess: () => {
      banner.success('Benutzer aktualisiert!');
      setEditing(null);
      setDeactivating(null);
      void reload();
    },
    onError: (error) => {
      banner.error(failure(error, 'Fehler beim Aktualisieren'));
      setDeactivating(null);
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteUser(client, id),
    onSuccess: () => {
      banner.success('Benutzer gelöscht!');
      setDeleting(null);
      void reload();
    },
    onError: (error) => {
      banner.error(failure(error, 'Fehler beim Löschen'));
      setDeleting(null);
    },
  });

  return (
    <div className="space-y-5">
      <Banner message={banner.message} onClose={banner.clear} />
      {isAdmin && (
        <Panel title="Zwei-Faktor-Anmeldung">
          <div className="space-y-2">
            <Switch
              label="Für alle Mitarbeiter vorschreiben"
              checked={policy.data?.required ?? false}
              disabled={!policy.data || savePolicy.isPending}
              onChange={(required) => savePolicy.mutate(required)}
            />
            <p className="text-sm text-slate-600">
              Wer sie noch nicht eingerichtet hat, muss das bei der nächsten Anmeldung tun, bevor er weiterarbeiten
              kann.
            </p>
          </div>
        </Panel>
      )}
      <Panel title="Neuen Benutzer anlegen">
        <form
          noValidate
          onSubmit={(event) =>
            void form.handleSubmit(
              async (values) => {
                const weakness = await refusedPassword(form, values);
                if (weakness) banner.error(`Fehler: ${weakness}`);
                else create.mutate(values);
              },
              (errors) => banner.error(invalidText(errors)),
            )(event)
          }
          className="space-y-4"
          data-testid="user-create-form"
        >
          <UserFields form={form} editing={false} staff={staff} />
          <Button variant="primary" type="submit" busy={create.isPending} disabled={create.isPending}>
            Benutzer erstellen
          </Button>
        </form>
      </Panel>
      <Panel title="Benutzer">
        {loadState(users, 'Fehler beim Laden der Benutzer') ??
          (!users.data?.length ? (
            <EmptyState>Noch keine Benutzer angelegt</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100">
              {users.data.map((user) => {
                const own =
                  staff.username !== undefined && user.username.toLowerCase() === staff.username.toLowerCase();
                const manageable = own || manageViolation(staff, user) === null;
                return (
                  <li key={user.id} className="py-4" data-testid="user-row">
                    {editing === user.id ? (
                      <EditUserForm
                        user={user}
                        staff={staff}
                        own={own}
                        busy={update.isPending}
                        onSave={(values) =>
                          user.active && !values.active
                            ? setDeactivating({ user, form: values })
                            : update.mutate({ id: user.id, form: values })
                        }
                        onInvalid={banner.error}
                        onCancel={() => setEditing(null)}
                      />
                    ) : (
                      <div className="flex flex-wrap items-start gap-3">
                        <div className="min-w-0 flex-1">
                          <p className="flex flex-wrap items-center gap-2 font-medium text-navy-900">
                            {user.username}
                            <span
                              className={cn(
                                'rounded-full px-2 py-0.5 text-xs',
                                user.role === 'admin' ? 'bg-navy-900 text-white' : 'bg-navy-50 text-navy-700',
                              )}
                            >
                              {ROLE_LABELS[user.role]}
                            </span>
                            <span
                              className={cn(
                                'rounded-full px-2 py-0.5 text-xs',
                                user.active ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-200 text-slate-600',
                              )}
                            >
                              {user.active ? 'Aktiv' : 'Inaktiv'}
                            </span>
                            {user.two_factor_enabled && (
                              <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs text-sky-800">
                                Zwei-Faktor
                              </span>
                            )}
                          </p>
                          <p className="text-sm text-slate-500">{user.email}</p>
                          <p className="mt-1 flex flex-wrap gap-1">
                            {PERMISSION_KEYS.filter((key) => user.role === 'admin' || user.permissions[key]).map(
                              (key) => (
                                <span key={key} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
                                  {PERMISSION_LABELS[key]}
                                </span>
                              ),
                            )}
                          </p>
                        </div>
                        {manageable && (
                          <IconButton label={`${user.username} bearbeiten`} onClick={() => setEditing(user.id)}>
                            <Pencil className="size-4" aria-hidden />
                          </IconButton>
                        )}
                        {manageable && !own && user.two_factor_enabled && (
                          <IconButton
                            label={`Zwei-Faktor-Anmeldung von ${user.username} zurücksetzen`}
                            onClick={() => setResetting(user)}
                          >
                            <ShieldOff className="size-4" aria-hidden />
                          </IconButton>
                        )}
                        {manageable && !own && (
                          <DeleteButton label={`${user.username} löschen`} onClick={() => setDeleting(user)} />
                        )}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          ))}
      </Panel>
      {deleting && (
        <ConfirmDialog
          title="Benutzer löschen"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id)}
          onCancel={() => setDeleting(null)}
        >
          Benutzer „{deleting.username}“ wirklich löschen?
          <EndingWork userId={deleting.id} />
        </ConfirmDialog>
      )}
      {deactivating && (
        <ConfirmDialog
          title="Benutzer deaktivieren"
          confirmLabel="Deaktivieren"
          busy={update.isPending}
          onConfirm={() => update.mutate({ id: deactivating.user.id, form: deactivating.form })}
          onCancel={() => setDeactivating(null)}
        >
          Benutzer „{deactivating.user.username}“ deaktivieren? Die Person kann sich danach nicht mehr anmelden.
          <EndingWork userId={deactivating.user.id} />
        </ConfirmDialog>
      )}
      {resetting && (
        <ConfirmDialog
          title="Zwei-Faktor-Anmeldung zurücksetzen"
          confirmLabel="Zurücksetzen"
          busy={reset.isPending}
          onConfirm={() => reset.mutate(resetting.id)}
          onCancel={() => setResetting(null)}
        >
          Zwei-Faktor-Anmeldung von „{resetting.username}“ zurücksetzen? Die Person wird abgemeldet und meldet sich
          danach nur mit dem Passwort an{policy.data?.required ? ' und muss sie neu einrichten' : ''}.
        </ConfirmDialog>
      )}
    </div>
  );
}
