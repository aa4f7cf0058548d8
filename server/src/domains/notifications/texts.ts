import type { Language } from '@vx/shared/constants';

/** Server-written texts of notifications and mails, per language (the client shows them as given). */
export const WELCOME_NOTIFICATION: Record<Language, { title: string; text: string }> = {
  de: { title: 'Willkommen!', text: 'Schön, dass du da bist. Entdecke jetzt die Live-Cams und Videos.' },
  en: { title: 'Welcome!', text: 'Great to have you here. Discover the live cams and videos now.' },
  nl: { title: 'Welkom!', text: 'Fijn dat je er bent. Ontdek nu de live cams en video’s.' },
  es: { title: '¡Bienvenido!', text: 'Nos alegra tenerte aquí. Descubre ahora las cámaras en vivo y los vídeos.' },
};

export const PASSWORD_RESET_MAIL: Record<Language, { subject: string; body: (link: string) => string }> = {
  de: { subject: 'Passwort zurücksetzen', body: (link) => `Setze dein Passwort innerhalb einer Stunde zurück: ${link}` },
  en: { subject: 'Reset your password', body: (link) => `Reset your password within one hour: ${link}` },
  nl: { subject: 'Wachtwoord opnieuw instellen', body: (link) => `Stel je wachtwoord binnen een uur opnieuw in: ${link}` },
  es: { subject: 'Restablecer la contraseña', body: (link) => `Restablece tu contraseña en el plazo de una hora: ${link}` },
};

export const PAYMENT_NOTIFICATION: Record<Language, { title: string; text: (coins: number) => string }> = {
  de: { title: 'Aufladung erfolgreich', text: (coins) => `${coins} VXC wurden deinem Konto gutgeschrieben.` },
  en: { title: 'Top-up complete', text: (coins) => `${coins} VXC have been added to your account.` },
  nl: { title: 'Opwaardering gelukt', text: (coins) => `${coins} VXC zijn aan je account toegevoegd.` },
  es: { title: 'Recarga completada', text: (coins) => `Se han añadido ${coins} VXC a tu cuenta.` },
};

/** The double opt-in mail of a signup for a new address. */
export const SIGNUP_CONFIRM_MAIL: Record<Language, { subject: string; body: (link: string) => string }> = {
  de: { subject: 'Bestätige deine E-Mail-Adresse', body: (link) => `Bestätige deine Anmeldung innerhalb von 24 Stunden: ${link}` },
  en: { subject: 'Confirm your email address', body: (link) => `Confirm your signup within 24 hours: ${link}` },
  nl: { subject: 'Bevestig je e-mailadres', body: (link) => `Bevestig je aanmelding binnen 24 uur: ${link}` },
  es: { subject: 'Confirma tu dirección de correo', body: (link) => `Confirma tu registro en un plazo de 24 horas: ${link}` },
};

/** Sent instead of a confirmation when the address already has an account: the answer is the same. */
export const SIGNUP_EXISTING_MAIL: Record<Language, { subject: string; body: (link: string) => string }> = {
  de: {
    subject: 'Anmeldung mit deiner E-Mail-Adresse',
    body: (link) => `Jemand (vielleicht du) wollte sich mit dieser Adresse anmelden. Du hast bereits ein Konto. Passwort vergessen? ${link}`,
  },
  en: {
    subject: 'Signup with your email address',
    body: (link) => `Someone (maybe you) tried to sign up with this address. You already have an account. Forgot your password? ${link}`,
  },
  nl: {
    subject: 'Aanmelding met je e-mailadres',
    body: (link) => `Iemand (misschien jij) probeerde zich met dit adres aan te melden. Je hebt al een account. Wachtwoord vergeten? ${link}`,
  },
  es: {
    subject: 'Registro con tu dirección de correo',
    body: (link) => `Alguien (quizá tú) intentó registrarse con esta dirección. Ya tienes una cuenta. ¿Olvidaste tu contraseña? ${link}`,
  },
};
