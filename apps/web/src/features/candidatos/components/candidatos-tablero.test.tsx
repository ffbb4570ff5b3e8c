import '@/test/setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Candidato } from '../api/candidatos';
import { CandidatosTablero } from './candidatos-tablero';

const ana: Candidato = {
  idCandidatura: 7,
  idAlumno: 3,
  nombre: 'Ana',
  apellidos: 'Torres Vidal',
  email: 'ana@example.es',
  telefono: null,
  estado: 2,
  Estado: 'En revisión',
  fechaInscripcion: '01/11/2026',
  fechaActualizacion: '02/11/2026',
  transiciones: [3, 4, 5],
};

function renderTablero(candidatos: Candidato[] = [ana]) {
  const onMover = vi.fn();
  const onElegir = vi.fn();
  const anunciar = vi.fn();
  render(
    <MemoryRouter>
      <CandidatosTablero candidatos={candidatos} moviendo={false} onMover={onMover} onElegir={onElegir} anunciar={anunciar} />
    </MemoryRouter>,
  );
  return { onMover, onElegir, anunciar, asa: screen.getByRole('button', { name: 'Mover a Ana Torres Vidal' }) };
}

describe('CandidatosTablero with the keyboard', () => {
  it('picks a card, walks the columns it may go to and drops it with Enter', () => {
    const { onMover, anunciar, asa } = renderTablero();
    fireEvent.keyDown(asa, { key: 'Enter' });
    expect(asa.getAttribute('aria-pressed')).toBe('true');
    expect(anunciar).toHaveBeenLastCalledWith(expect.stringContaining('Has cogido la candidatura de Ana Torres Vidal'));
    fireEvent.keyDown(asa, { key: 'ArrowRight' });
    expect(anunciar).toHaveBeenLastCalledWith('Columna «Preseleccionada». Intro para soltar aquí.');
    fireEvent.keyDown(asa, { key: 'ArrowRight' });
    expect(anunciar).toHaveBeenLastCalledWith('Columna «Entrevista». Intro para soltar aquí.');
    // Seleccionada (6) is not a move from 2: the next stop is Descartada.
    fireEvent.keyDown(asa, { key: 'ArrowRight' });
    expect(anunciar).toHaveBeenLastCalledWith('Columna «Descartada». Intro para soltar aquí.');
    fireEvent.keyDown(asa, { key: 'ArrowLeft' });
    fireEvent.keyDown(asa, { key: 'Enter' });
    expect(onMover).toHaveBeenCalledWith(ana, 4);
  });

  it('Escape (or dropping on its own column) cancels without moving', () => {
    const { onMover, anunciar, asa } = renderTablero();
    fireEvent.keyDown(asa, { key: ' ' });
    fireEvent.keyDown(asa, { key: 'ArrowRight' });
    fireEvent.keyDown(asa, { key: 'Escape' });
    expect(asa.getAttribute('aria-pressed')).toBe('false');
    expect(anunciar).toHaveBeenLastCalledWith('Movimiento cancelado: Ana Torres Vidal sigue en su columna.');
    fireEvent.keyDown(asa, { key: 'Enter' });
    fireEvent.keyDown(asa, { key: 'Enter' });
    expect(onMover).not.toHaveBeenCalled();
  });

  it('a mouse click on the handle opens the state dialog instead', () => {
    const { onElegir, asa } = renderTablero();
    fireEvent.click(asa, { detail: 1 });
    expect(onElegir).toHaveBeenCalledWith(ana);
  });

  it('cards that cannot move have no handle and sit in "Otros estados"', () => {
    render(
      <MemoryRouter>
        <CandidatosTablero
          candidatos={[{ ...ana, estado: 8, Estado: 'Retirada', transiciones: [] }]}
          moviendo={false}
          onMover={vi.fn()}
          onElegir={vi.fn()}
          anunciar={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: /Mover a/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Otros estados' })).toBeTruthy();
    expect(screen.getByText('Retirada')).toBeTruthy();
  });
});
