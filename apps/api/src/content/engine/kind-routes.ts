import {
  Controller,
  createParamDecorator,
  Delete,
  type ExecutionContext,
  Get,
  HttpCode,
  Inject,
  Post,
  Put,
  type Type,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  ApiBearerAuth,
  ApiBody,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  type SchemaObject,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { type HistoryEntry, type PermissionKey, restoreVersionRequestSchema } from '@agency/contracts';
import { AdminController, RequirePermission } from '../../auth/staff.decorators';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { envelope, historySchema, IF_MATCH_HEADER, openApiSchema } from '../../infrastructure/http/openapi';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import { assertContentId, expectedVersionFrom } from './content-input';
import { contentToken } from './content-providers';
import { nameController } from './controller-name';

/** What a route's handler is given: the kind's content and the request's parts. */
export interface RouteCall<C> {
  content: C;
  /** The route's path parameters, e.g. `id`. */
  params: Record<string, string>;
  body: unknown;
  /** Who asks (back-office routes; the guard has checked the token and the permission). */
  actor: StaffPrincipal;
  response: Response;
  /** The version an edit is based on, from If-Match: 428 without it, 400 when it is no version. */
  expectedVersion(): number;
  /** Another provider the route needs (preview links, the data source). */
  use<T>(type: Type<T>): T;
}

/** One route of a kind, as data: the engine makes the controller's method and its API documentation. */
export interface KindRoute<C> {
  /** The controller method's name: the second half of the route's OpenAPI operation id. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below the controller's path; `:id`-style parameters are documented as path parameters. */
  path?: string;
  summary?: string;
  /** The status of a success where it is not Nest's (201 for POST, else 200). */
  status?: number;
  /** Whether the route takes the If-Match version of what it changes. */
  ifMatch?: boolean;
  body?: SchemaObject;
  response?: SchemaObject;
  /** Further decorators of the method (an interceptor, a query parameter's documentation). */
  decorators?: MethodDecorator[];
  handle(call: RouteCall<C>): Promise<unknown>;
}

export interface KindRoutes<C> {
  /** The kind whose content the routes work on (its injection token). */
  kind: string;
  /** Names the class, with `kind`: e.g. SuccessStoriesAdminController. */
  role: 'Admin' | 'Public' | 'Publishing';
  /** Under /api/admin for back-office routes, else the path itself. */
  path: string;
  tag: string;
  /** Back-office routes need a staff token with this permission; without one the routes are public. */
  permission?: PermissionKey;
  /** Routes left out (`false`) where the kind has no such thing. */
  routes: (KindRoute<C> | false)[];
}

const METHODS = { GET: Get, POST: Post, PUT: Put, DELETE: Delete };

const HttpContext = createParamDecorator((_: unknown, context: ExecutionContext) => context.switchToHttp());

/**
 * A Nest controller made of a route table. Each route becomes a method with its decorators, as if written by
 * hand; the class gets the content of the kind and a ModuleRef for what else a route needs.
 */
export function kindController<C>(table: KindRoutes<C>): Type {
  class KindController {
    constructor(
      @Inject(contentToken(table.kind)) readonly content: C,
      readonly modules: ModuleRef,
    ) {}
  }
  const prototype = KindController.prototype as unknown as Record<string, unknown>;
  for (const route of table.routes) {
    if (!route) continue;
    const path = route.path ?? '';
    prototype[route.name] = async function (this: KindController, http: ReturnType<ExecutionContext['switchToHttp']>) {
      const request = http.getRequest<Request & { staff: StaffPrincipal }>();
      return route.handle({
        content: this.content,
        params: request.params as Record<string, string>,
        body: request.body as unknown,
        actor: request.staff,
        response: http.getResponse<Response>(),
        expectedVersion: () => expectedVersionFrom(request.headers['if-match']),
        use: (type) => this.modules.get(type, { strict: false }),
      });
    };
    Object.defineProperty(prototype[route.name], 'name', { value: route.name });
    const decorators: MethodDecorator[] = [
      METHODS[route.method](path),
      ...(route.status ? [HttpCode(route.status)] : []),
      ApiOperation({ summary: route.summary }),
      ...(route.ifMatch ? [ApiHeader(IF_MATCH_HEADER)] : []),
      ...[...path.matchAll(/:(\w+)/g)].map(([, name]) => ApiParam({ name, type: String })),
      ...(route.body ? [ApiBody({ schema: route.body })] : []),
      ...(route.response ? [ApiOkResponse({ schema: route.response })] : []),
      ...(route.decorators ?? []),
    ];
    Reflect.decorate(decorators, prototype, route.name, Object.getOwnPropertyDescriptor(prototype, route.name));
    HttpContext()(prototype, route.name, 0);
  }
  const access = table.permission
    ? [ApiBearerAuth(), AdminController(table.path), RequirePermission(table.permission)]
    : [Controller(table.path)];
  Reflect.decorate([ApiTags(table.tag), ...access], KindController);
  return nameController(KindController, table.kind, table.role);
}

/** The path parameter `name` of a content route, checked as an id of `label`. */
export function contentId({ params }: Pick<RouteCall<unknown>, 'params'>, label: string, name = 'id'): string {
  const id = params[name] ?? '';
  assertContentId(id, label);
  return id;
}

/** `body` validated by `schema` (400 naming each wrong field). */
export const bodyOf = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> =>
  new ZodBodyPipe(schema).transform(body);

/** GET …/history: the versions, who saved them when and which fields changed. */
export const historyRoute = <C>(
  label: string,
  read: (call: RouteCall<C>) => Promise<HistoryEntry[]>,
  path = 'history',
): KindRoute<C> => ({
  name: 'history',
  method: 'GET',
  path,
  summary: `${label}: Versionen (wer, wann, welche Felder)`,
  response: envelope('history', historySchema),
  handle: async (call) => ({ success: true, history: await read(call) }),
});

/** POST …/restore, { version }: an earlier version back (If-Match: version → 409 when stale). */
export const restoreRoute = <C>(
  label: string,
  restore: (call: RouteCall<C>, version: number) => Promise<object>,
  path = 'restore',
  response?: SchemaObject,
): KindRoute<C> => ({
  name: 'restore',
  method: 'POST',
  path,
  status: 200,
  summary: `${label}: frühere Version wiederherstellen`,
  ifMatch: true,
  body: openApiSchema(restoreVersionRequestSchema),
  response,
  handle: async (call) => ({
    success: true,
    ...(await restore(call, bodyOf(restoreVersionRequestSchema, call.body).version)),
  }),
});
