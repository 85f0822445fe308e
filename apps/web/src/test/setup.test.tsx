import { getConfig, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('the test set-up', () => {
  it('prints the document in the error that fails a test, from a getBy… and from the last try of a findBy…', async () => {
    render(<p>Vendas do mês</p>);
    expect(() => screen.getByText('Cotações')).toThrow(/Vendas do mês/);
    await expect(screen.findByText('Cotações', {}, { timeout: 100 })).rejects.toThrow(/Vendas do mês/);
  });

  it('does not print the document in the errors of the tries a waitFor throws away', async () => {
    render(<p>Vendas do mês</p>);
    const mensagens: string[] = [];
    await waitFor(() => {
      try {
        screen.getByText('Cotações');
      } catch (error) {
        mensagens.push((error as Error).message);
      }
      expect(mensagens.length).toBeGreaterThan(0);
    });
    expect(mensagens[0]).toContain('Unable to find an element with the text: Cotações');
    expect(mensagens[0]).not.toContain('Vendas do mês');
  });

  it("keeps Testing Library's own error beside the replacement, however many files the worker ran", () => {
    const DEFAULT = Symbol.for('getElementError printing the document');
    type ComPadrao = { [DEFAULT]?: ComPadrao };
    const atual = getConfig().getElementError as unknown as ComPadrao;
    expect(atual[DEFAULT]).toBeTypeOf('function');
    expect(atual[DEFAULT]?.[DEFAULT]).toBeUndefined();
  });
});
