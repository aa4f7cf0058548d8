import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { LOGGED_IN } from '../../testing/guests';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { PincallVerification } from './PincallVerification';

const VERIFICATION = { id: 5, type: 'mobile', verified: false, countryCode: 'DE', preCode: '49', number: '1701234567', e123: '+491701234567', pinLength: 6 };
const ok = (verification: unknown) => ({ verification, errors: [] });
const refused = (errorCode: number) => ({ verification: null, errors: [{ errorCode, message: 'x' }] });

function setup(language: 'en' | 'de' = 'en') {
  const view = renderWithPlatform(<PincallVerification />, { guest: LOGGED_IN, language });
  const request = view.platform.guestService.request as jest.Mock;
  return { view, request };
}

async function callMe(request: jest.Mock, answer: unknown, number = '+49 170 1234567') {
  request.mockResolvedValueOnce({ pincallStart: answer });
  fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: number } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Call me' })));
}

describe('PincallVerification', () => {
  it('starts with number and type, then verifies by id, type and the PIN of the announced length', async () => {
    const { request } = setup();
    fireEvent.click(screen.getByLabelText('Landline'));
    fireEvent.click(screen.getByLabelText('Mobile'));
    await callMe(request, ok(VERIFICATION));
    expect(request).toHaveBeenLastCalledWith(expect.stringContaining('pincallStart'), { phoneNumber: '+49 170 1234567', type: 'mobile', language: 'en' }, expect.anything());
    await screen.findByText('We are calling +491701234567. Enter the 6-digit PIN you hear.');
    const pin = screen.getByLabelText('PIN') as HTMLInputElement;
    fireEvent.change(pin, { target: { value: '12a34567' } });
    expect(pin.value).toBe('123456');
    request.mockResolvedValueOnce({ pincallVerify: ok({ ...VERIFICATION, verified: true }) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect(request).toHaveBeenCalledWith(expect.stringContaining('pincallVerify'), { id: 5, type: 'mobile', pin: '123456' }, expect.anything());
    await screen.findByText('Your phone number is verified.');
  });

  it('says every refusal of spec 001 §8 in words, in the guest’s language', async () => {
    const { request } = setup('de');
    request.mockResolvedValueOnce({ pincallStart: refused(5) });
    fireEvent.change(screen.getByRole('textbox', { name: 'Telefonnummer' }), { target: { value: '+49 900 1234567' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Anrufen lassen' })));
    await screen.findByText('Diese Nummer kann nicht angerufen werden (Service- oder Mehrwertnummer).');
  });

  it('a wrong PIN (8) and the attempt limit (9) keep the PIN form; an unknown code reads as 10', async () => {
    const { request } = setup();
    await callMe(request, ok(VERIFICATION));
    fireEvent.change(await screen.findByLabelText('PIN'), { target: { value: '000000' } });
    request.mockResolvedValueOnce({ pincallVerify: refused(8) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    await screen.findByText('The PIN is not correct. Please check it and try again.');
    request.mockResolvedValueOnce({ pincallVerify: refused(9) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    await screen.findByText('Too many attempts. Please try again later.');
    request.mockResolvedValueOnce({ pincallVerify: refused(42) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    await screen.findByText('The verification failed. Please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByRole('button', { name: 'Call me' })).toBeTruthy();
  });

  it('names the welcome bonus while it waits for a verified mobile number, not after', () => {
    const rendered = (bonusAvailable: boolean) => {
      const queryClient = new QueryClient();
      queryClient.setQueryData(['myarea', 'bonusAvailable', LOGGED_IN.id], bonusAvailable);
      return renderWithPlatform(<PincallVerification />, { guest: LOGGED_IN, queryClient });
    };
    const waiting = rendered(true);
    expect(screen.getByTestId('pincall-bonus').textContent).toBe('Verify a mobile number and get your welcome bonus: 3 spins of the wheel and a video voucher.');
    waiting.unmount();
    rendered(false);
    expect(screen.queryByTestId('pincall-bonus')).toBeNull();
  });
});
