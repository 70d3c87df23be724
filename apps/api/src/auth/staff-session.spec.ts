import type { Request, Response } from 'express';
import { clearSessionCookie, setSessionCookie, staffTokenOf } from './staff-session';

function fakeResponse() {
  const calls: { name: string; value?: string; options: Record<string, unknown> }[] = [];
  const response = {
    cookie: (name: string, value: string, options: Record<string, unknown>) => calls.push({ name, value, options }),
    clearCookie: (name: string, options: Record<string, unknown>) => calls.push({ name, options }),
  } as unknown as Response;
  return { response, calls };
}

describe('the staff session cookie', () => {
  it('is Secure when the request came over https, HttpOnly, SameSite=Strict and for /api/admin only', () => {
    const { response, calls } = fakeResponse();
    const expires = new Date('2030-01-01T00:00:00Z');
    setSessionCookie({ secure: true } as Request, response, 'tok', expires);
    setSessionCookie({ secure: false } as Request, response, 'tok', expires);
    expect(calls[0]).toEqual({
      name: 'agency_admin_session',
      value: 'tok',
      options: { httpOnly: true, secure: true, sameSite: 'strict', path: '/api/admin', expires },
    });
    expect(calls[1].options.secure).toBe(false);
    clearSessionCookie({ secure: true } as Request, response);
    expect(calls[2]).toEqual({
      name: 'agency_admin_session',
      options: { httpOnly: true, secure: true, sameSite: 'strict', path: '/api/admin' },
    });
  });

  it('takes the bearer header before the cookie, and finds the cookie among others', () => {
    expect(staffTokenOf({ headers: { authorization: 'Bearer a', cookie: 'agency_admin_session=b' } })).toEqual({
      token: 'a',
      from: 'bearer',
    });
    expect(staffTokenOf({ headers: { cookie: 'x=1; agency_admin_session=b; y=2' } })).toEqual({
      token: 'b',
      from: 'cookie',
    });
    expect(staffTokenOf({ headers: { cookie: 'agency_admin_session=' } })).toBeNull();
    expect(staffTokenOf({ headers: {} })).toBeNull();
  });
});
