import { z } from 'zod';
import { isValidEmail } from '@vx/shared/constants';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/passwords';
import { guestNameSchema, languageSchema } from '../guests/validation';

/** An email by the rule of spec 000 §5, trimmed and lowercased. */
export const emailSchema = z
  .string()
  .trim()
  .max(254, 'must be at most 254 characters')
  .refine(isValidEmail, 'must be a valid email address')
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`);

export const signupSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: guestNameSchema.optional(),
  language: languageSchema.optional(),
});

export const signupConfirmSchema = z.object({ token: z.string().min(1, 'is required').max(100) });

/** Login checks only sizes: a malformed address simply matches no account. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'is required').max(254).transform((email) => email.toLowerCase()),
  password: z.string().min(1, 'is required').max(PASSWORD_MAX),
});

export const pwdresetSchema = z.object({ email: emailSchema });

export const pwdresetConfirmSchema = z.object({
  token: z.string().min(1, 'is required').max(100),
  password: passwordSchema,
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'is required').max(PASSWORD_MAX),
  newPassword: passwordSchema,
});
