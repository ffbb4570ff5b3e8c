import '@/test/setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { rechazoAtendido } from '@/lib/rechazos-atendidos';
import { errores, renderConCliente, responderConSobre, servidor } from '@/test/rechazos-de-dialogo';
import { CambiosPedidosAviso, RechazoAviso } from './cambios-pedidos';

responderConSobre();
afterEach(async () => {
  await act(() => changeLanguage('es'));
});

const pedido = { idMotivo: 'descripcionIncompleta' as const, detalle: 'Indicad el horario.', fecha: '27/11/2026' };

function pintar(props: Partial<Parameters<typeof CambiosPedidosAviso>[0]> = {}) {
  renderConCliente(
    <MemoryRouter>
      <CambiosPedidosAviso idOferta={9} urlAcceso="analista-abc123" pedido={pedido} editar reenviar {...props} />
    </MemoryRouter>,
  );
}

describe('CambiosPedidosAviso (an offer the university asked changes to)', () => {
  it('says what was asked in the company’s language, with the staff member’s words as written', async () => {
    pintar();
    expect(
      screen.getByText('Motivo: La descripción no dice las tareas, el horario o las condiciones: Indicad el horario.'),
    ).toBeTruthy();
    expect(screen.getByText('Pedido el 27/11/2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar la oferta' }).getAttribute('href')).toBe('/editar-oferta/9');
    await act(() => changeLanguage('en'));
    expect(
      await screen.findByText('Reason: The description lacks the tasks, the hours or the conditions: Indicad el horario.'),
    ).toBeTruthy();
  });

  it('resubmits once after a confirmation', async () => {
    servidor.respuesta = {
      status: 0,
      mensaje: null,
      datos: { idOferta: 9, urlAcceso: 'analista-abc123', idEstado: 1, Estado: 'Pendiente de validación' },
    };
    pintar();
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar a validación' }));
    const dialogo = await screen.findByRole('dialog', { name: '¿Reenviar la oferta a validación?' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const llamada = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/api/Empresa/reenviarOferta'));
    expect(JSON.parse(String(llamada?.[1]?.body))).toEqual({ urlOferta: 'analista-abc123' });
  });

  it('a refusal stays inside the dialog', async () => {
    servidor.respuesta = { status: 48, mensaje: 'La universidad no ha pedido cambios en esta oferta.', datos: null };
    pintar();
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar a validación' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Reenviar' }));
    const aviso = await within(dialogo).findByRole('alert');
    expect(aviso.textContent).toContain('no ha pedido cambios');
    expect(rechazoAtendido(errores[0])).toBe(true);
  });

  it('past the deadline there is nothing to do but read why', () => {
    pintar({ editar: false, reenviar: false });
    expect(screen.getByText('El plazo de la oferta ya ha pasado: no se puede editar ni reenviar.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reenviar a validación' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar la oferta' })).toBeNull();
  });
});

describe('RechazoAviso (a declined offer, decision 040)', () => {
  const pintarRechazo = (props: Partial<Parameters<typeof RechazoAviso>[0]> = {}) =>
    renderConCliente(
      <MemoryRouter>
        <RechazoAviso
          idOferta={9}
          urlAcceso="analista-abc123"
          motivo="El salario está por debajo del mínimo"
          reenvios={0}
          editar
          reenviar
          {...props}
        />
      </MemoryRouter>,
    );

  it('the first time: the reason, and edit and resubmit once', async () => {
    servidor.respuesta = {
      status: 0,
      mensaje: null,
      datos: { idOferta: 9, urlAcceso: 'analista-abc123', idEstado: 1, Estado: 'Pendiente de validación' },
    };
    pintarRechazo();
    expect(screen.getByText('Motivo: El salario está por debajo del mínimo')).toBeTruthy();
    expect(screen.getByText(/Puedes corregirla y reenviarla a validación una sola vez/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar la oferta' }).getAttribute('href')).toBe('/editar-oferta/9');
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar a validación' }));
    const dialogo = await screen.findByRole('dialog', { name: '¿Reenviar la oferta a validación?' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/api/Empresa/reenviarOferta'))).toBe(true);
  });

  it('after a resubmission the decline is final: no steps, and it says so', () => {
    pintarRechazo({ reenvios: 1, editar: false, reenviar: false, motivo: null });
    expect(screen.getByText('No se ha indicado el motivo.')).toBeTruthy();
    expect(screen.getByText(/el rechazo es definitivo/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reenviar a validación' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar la oferta' })).toBeNull();
  });
});
