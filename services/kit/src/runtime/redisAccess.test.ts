import { clusterAccess } from './redis';

describe('clusterAccess: how a Redis Cluster is reached, from REDIS_URL', () => {
  it('takes no credentials and no TLS from a plain URL', () => {
    expect(clusterAccess('redis://127.0.0.1:6379')).toEqual({});
  });

  it('takes the password, the ACL user and TLS (rediss)', () => {
    expect(clusterAccess('rediss://kindred:p%40ss%3Aword@cluster.example:6379')).toEqual({
      username: 'kindred',
      password: 'p@ss:word',
      tls: {},
    });
    expect(clusterAccess('redis://:secret@seed:6379')).toEqual({ password: 'secret' });
  });
});
