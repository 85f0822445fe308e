import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { PageHeader } from './page-header.tsx';

describe('PageHeader', () => {
  it('shows the title and Home > trail with links to the earlier steps', () => {
    renderWithProviders(
      <PageHeader
        title="Detalhes da Emissão"
        breadcrumbs={[{ label: 'Emissões', to: '/emissoes' }, { label: 'E0042' }]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Detalhes da Emissão' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Emissões' })).toHaveAttribute('href', '/emissoes');
    expect(screen.getByText('E0042')).toHaveAttribute('aria-current', 'page');
  });

  it('shows Home alone as the current page on the home page', () => {
    renderWithProviders(<PageHeader title="Dashboards" />);
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(screen.getByText('Home')).toHaveAttribute('aria-current', 'page');
  });
});
