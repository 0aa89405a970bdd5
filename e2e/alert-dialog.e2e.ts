import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject, it } from 'vitest';
import { openPage, withBrowser } from './support/browser';
import { waitForScreen } from './support/screens';
import { readStorage, signIn, storageKeys } from './support/session';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');
const screenshots = fileURLToPath(new URL('../test-output/screenshots/', import.meta.url));

it("a failed login shows the server's translated error in the alert dialog; Ok closes it", async () => {
  await withBrowser(async ({ context }) => {
    const { page } = await openPage(context);
    await page.goto(`${baseUrl}/`);
    await page.getByLabel('E-mail', { exact: true }).fill('ninguem@example.com');
    await page.getByLabel('Senha', { exact: true }).fill('SenhaErrada1!');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const response = await answer;
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toEqual({ email: 'ninguem@example.com', password: 'SenhaErrada1!', loginOriginType: 1 });
    expect(response.ok()).toBe(false);
    const { error } = (await response.json()) as { error: string };
    expect(error.length).toBeGreaterThan(0);

    const dialog = page.getByRole('alertdialog', { name: 'Erro' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-icon')).toBe('error');
    expect(await dialog.textContent()).toContain(error);
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Ok']);
    await page.screenshot({ path: join(screenshots, 'login-error-alert-dark.png') });

    await dialog.getByRole('button', { name: 'Ok' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

it('validation messages of SPEC §5 show before anything is sent', async () => {
  await withBrowser(async ({ context }) => {
    const { page } = await openPage(context);
    await page.goto(`${baseUrl}/register`);
    await page.getByRole('heading', { name: 'Criar conta' }).waitFor();
    // Counted from here: the page itself asks whether third-party sign-in is on when it loads.
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) requests.push(r.url());
    });
    // Required fields carry an asterisk in their label ("E-mail *").
    await page.getByLabel(/^E-mail/).fill('nao-e-email');
    await page.getByLabel(/^Senha/).fill('curta');
    await page.getByLabel(/^Confirmar senha/).fill('outra');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByText('É obrigatório informar esse campo').first().waitFor();
    await page.getByText('Informe um e-mail válido').waitFor();
    await page.getByText(/A senha deve ter pelo menos 8 caracteres/).waitFor();
    await page.getByText('As senhas devem ser iguais').waitFor();
    expect(requests).toEqual([]);
    await page.screenshot({ path: join(screenshots, 'register-validation-dark.png') });
  });
});

it('the logout confirmation routes each button: index 0 (cancel) keeps the session, index 1 logs out', async () => {
  await withBrowser(async ({ context }) => {
    const { page } = await openPage(context);
    await signIn(page, baseUrl, demo, '/devices');
    const dialog = page.getByRole('alertdialog', { name: 'Sair da conta' });

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Cancelar', 'Sair']);
    await page.screenshot({ path: join(screenshots, 'logout-confirm-dark.png') });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitForScreen(page, '/devices');
    expect(await readStorage(page, storageKeys.accessToken)).toBeTruthy();

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    const logout = page.waitForResponse((r) => r.url().endsWith('/api/login/logout'));
    await dialog.getByRole('button', { name: 'Sair' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await readStorage(page, storageKeys.accessToken)).toBe('');
    expect(await readStorage(page, storageKeys.refreshToken)).toBe('');
    expect((await logout).status()).toBe(200);
    // The session stays ended after a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
  });
});
