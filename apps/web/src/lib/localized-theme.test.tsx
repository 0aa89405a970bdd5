import { NumberInput, PasswordInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';

// The app's theme speaks the language: Mantine's English defaults are replaced.
describe('localized theme', () => {
  it('the password eye has a Portuguese accessible name', () => {
    renderWithProviders(<PasswordInput label="Senha" />);
    expect(screen.getByRole('button', { name: 'Mostrar ou ocultar a senha' })).toBeTruthy();
  });

  it('a number input prefills with the decimal comma in pt-BR', () => {
    renderWithProviders(<NumberInput label="amj" value={2.4543} decimalScale={4} />);
    expect((screen.getByLabelText('amj') as HTMLInputElement).value).toBe('2,4543');
  });
});
