// The clinic doctors step (001 §2 "Doctors", §7 "Doctors"): the clinic's doctors and their
// links. ADMIN-only; an unknown clinic is 404.
import type { FastifyInstance } from 'fastify';
import { doctorsAnswer } from '../../schemas/answers/doctors';
import { typedRoutes } from '../http/typedRoutes';
import { hashParams } from '../services/catalogue/requestSchemas';
import { doctorListAnswer } from '../services/doctors/doctorListAnswer';
import { clinicOf } from './clinics';

const admin = { access: ['ADMIN'] as const };

export default async function doctorRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Doctors');

  app.get(
    '/api/admin/doctors/:hash',
    { config: admin, schema: { params: hashParams, response: { 200: doctorsAnswer } } },
    async (request) => doctorListAnswer(app.db, (await clinicOf(request, request.params.hash)).id),
  );
}
