import { BehaviorSubject } from 'rxjs';

/**
 * Whether one of the brand's modals is due. The cookie banner waits while it is: a visitor meets
 * the modal, then the banner, one after the other, never both at once.
 */
export const brandModalOpen$ = new BehaviorSubject(false);
