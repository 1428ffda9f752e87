/* Predict-then-reveal (F2), for lectures: the viewer hides what gives a preset's verdict away
 * (the verdict colours, the "why" drawn in the note colour, the sample's HUD lines), the
 * student answers Y ("they meet") or N ("apart"), and the viewer reveals, says right or wrong
 * with the true verdict and keeps a score for the session. The unit of a question is a preset:
 * it sets one shape against the others and states one verdict. The start scene has none, so it
 * is hidden but asks nothing (',' '.' pick a preset). No GL here. */
#ifndef ISECT_PREDICT_H
#define ISECT_PREDICT_H

#include <stdbool.h>

#include "draw_list.h"
#include "sample_ctx.h"

typedef struct predict {
    bool on;
    bool answered;     /* the preset on screen was answered: revealed */
    bool said_meets;   /* the answer, Y (true) or N */
    bool truth;        /* the verdict at the moment of the answer */
    int right, asked;  /* the session's score */
} predict;

/* F2: predict mode on or off (the score is kept). */
void predict_toggle(predict *p);
/* A new scene on screen (a preset, the start scene, another sample): hidden again. */
void predict_new_scene(predict *p);
/* Y (meets true) or N: the answer for the preset on screen, scored against the sample's verdict
 * on it as it stands now. False when predict mode is off (the key is not predict's). */
bool predict_answer(predict *p, const sample_ctx *ctx, bool meets);
/* After the sample rendered its frame: while the answer is not given, takes out of the frame
 * what tells it (scene and HUD lines), then adds the HUD line of predict mode: the question,
 * or right / wrong with the verdict, and the score. Does nothing while predict mode is off. */
void predict_frame(const predict *p, sample_ctx *ctx, draw_list *scene);
/* Whether predict mode hides the verdict now (on, the sample has presets, not yet answered): the
 * trace panel and the SAT strip give it away too. */
bool predict_hiding(const predict *p, const sample_ctx *ctx);
/* The verdict hidden in a draw list: meeting shapes in the apart colour (and stroke), surfaces
 * likewise, the note colour's lines and points (the "why": gaps, intervals, impact points)
 * taken out, but for a shape's own lines in it (a polyhedron's marked face), which take the
 * apart colour; of the labels only the names of ctx's shapes kept (a label with a number,
 * "0: +0.001 front", tells). */
void predict_hide_verdict(draw_list *scene, const sample_ctx *ctx);

#endif
