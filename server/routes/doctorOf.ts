// The doctor a path, query or body names by its hash, for the doctor routes; else 404.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { doctorByHash } from '../repositories/doctors';

export async function doctorOf(request: FastifyRequest, doctorHash: string) {
  const doctor = await doctorByHash(request.server.db, doctorHash);
  if (!doctor) throw new ApiError(404, 'server.error.notFound');
  return doctor;
}
