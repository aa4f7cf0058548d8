/** A day as the guest's language writes it (contest and challenge windows). */
export const formatDate = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
