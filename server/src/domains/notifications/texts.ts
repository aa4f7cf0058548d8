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
