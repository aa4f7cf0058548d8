/** The logged-in guest mf-myarea's unit tests render for (the rest of the guest as a visitor's). */
export const LOGGED_IN = { isLoggedIn: true, id: 7, name: 'hans', balance: 1_500 } as const;
