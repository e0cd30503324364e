// A machine is defined with its actors on this client, so `setup` names and types every actor
// while no machine holds a real one: the app (and each test) builds the actors once on its
// client with `machine.provide({ actors: <flow>Actors(client) })`. A call made on this one is a
// flow started without that step, and it fails saying so.
import type { OutlayClient } from '@outlay/api-client';

const notProvided = (method: string) => () =>
  Promise.reject(
    new Error(
      `${method} was called on a flow whose actors were not provided: start it from machine.provide({ actors: <flow>Actors(client) })`,
    ),
  );

export const unprovidedClient = new Proxy(
  {},
  { get: (_target, method) => notProvided(String(method)) },
) as OutlayClient;
