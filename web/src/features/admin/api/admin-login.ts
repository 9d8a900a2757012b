// POST /api/admin/login {password} -> {sessionId}. A wrong password is 401; too many attempts is
// 429 with the wait in Retry-After and in the body.
import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginRequest, type LoginResponse } from '#contracts/admin.ts';
import { tooManyRequestsSchema } from '#contracts/api-error.ts';
import { ApiError, apiRequest, parseAnswer } from '#web/lib/api-client.ts';

export class InvalidPasswordError extends Error {
  constructor() {
    super('Invalid password');
    this.name = 'InvalidPasswordError';
  }
}

export class LoginThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts. Try again in ${retryAfterSeconds} seconds.`);
    this.name = 'LoginThrottledError';
  }
}

/** The wait the server asked for: the JSON body's retryAfterSeconds, else a minute (the throttle window). */
function retryAfterOf(error: ApiError): number {
  try {
    const body = tooManyRequestsSchema.safeParse(JSON.parse(error.body));
    if (body.success) return Math.max(1, body.data.retryAfterSeconds);
  } catch {
    // not JSON
  }
  return 60;
}

const loginUrl = '/api/admin/login';

async function loginAdmin(password: string): Promise<LoginResponse> {
  try {
    const body: LoginRequest = { password };
    const response = await apiRequest('POST', loginUrl, body);
    return await parseAnswer(response, loginResponseSchema, loginUrl);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new InvalidPasswordError();
    if (error instanceof ApiError && error.status === 429) throw new LoginThrottledError(retryAfterOf(error));
    throw error;
  }
}

export function useAdminLogin() {
  return useMutation({ mutationFn: loginAdmin });
}
